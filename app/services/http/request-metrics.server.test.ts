import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRoutePattern } from "./request-metrics.server";

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  caseSensitive: undefined,
  module: {},
});

const build = {
  basename: "/",
  routes: {
    root: route("root", undefined, ""),
    home: route("home", "root", undefined, true),
    guides: route("guides", "root", "nl?/guides"),
    guide: route("guide", "root", "nl?/guides/:slug"),
    account: route("account", "root", "account"),
    devices: route("devices", "account", "devices"),
    missing: route("missing", "root", "*"),
  },
} as unknown as ServerBuild;

describe("pageRoutePattern", () => {
  it("names a page by its route's pattern, never by the URL", () => {
    expect(pageRoutePattern(build, "/")).toBe("/");
    expect(pageRoutePattern(build, "/nl/guides/amsterdam-weekend")).toBe("/nl?/guides/:slug");
    expect(pageRoutePattern(build, "/guides/x")).toBe("/nl?/guides/:slug");
    expect(pageRoutePattern(build, "/account/devices")).toBe("/account/devices");
    expect(pageRoutePattern(build, "/no/such/page")).toBe("/*");
  });

  it("keeps .data on a data request", () => {
    expect(pageRoutePattern(build, "/nl/guides.data")).toBe("/nl?/guides.data");
  });
});
