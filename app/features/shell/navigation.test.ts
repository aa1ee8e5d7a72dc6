import { describe, expect, it } from "vitest";
import { isLinkActive } from "./navigation";

describe("isLinkActive", () => {
  it("marks Search active on the home pages and the search page", () => {
    for (const path of ["/", "/flights", "/search", "/flights/"]) expect(isLinkActive("/search", path)).toBe(true);
    expect(isLinkActive("/search", "/tools")).toBe(false);
  });

  it("marks All Guides active for articles but not for the More sections", () => {
    expect(isLinkActive("/guides", "/guides")).toBe(true);
    expect(isLinkActive("/guides", "/guides/jfk-to-cdg")).toBe(true);
    expect(isLinkActive("/guides", "/guides/routes")).toBe(false);
    expect(isLinkActive("/guides/routes", "/guides/routes")).toBe(true);
  });

  it("matches other links exactly", () => {
    expect(isLinkActive("/tools", "/tools")).toBe(true);
    expect(isLinkActive("/tools", "/toolshed")).toBe(false);
  });
});
