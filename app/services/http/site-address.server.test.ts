import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { siteAddressCheck } from "./site-address.server";

const request = (path: string, headers: Record<string, string>) =>
  ({ path, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

function check() {
  const warnings: Record<string, unknown>[] = [];
  let now = 0;
  const logger = { warn: (fields: Record<string, unknown>) => warnings.push(fields) };
  const site = siteAddressCheck("https://fareline.example", logger as never, () => now);
  return { site, warnings, advance: (ms: number) => (now += ms) };
}

describe("siteAddressCheck", () => {
  it("words a refusal when the request names the address it was sent to, in the page's language", () => {
    const { site } = check();
    const english = site.misconfigured(request("/auth", { host: "10.0.0.7:3000" }), "http://10.0.0.7:3000", false);
    expect(english).toMatch(
      /^This site is misconfigured: it was opened at http:\/\/10\.0\.0\.7:3000, but it is set up for https:\/\/fareline\.example/,
    );
    const dutch = site.misconfigured(request("/nl/auth", { host: "10.0.0.7:3000" }), "http://10.0.0.7:3000", false);
    expect(dutch).toMatch(/^Deze site is verkeerd ingesteld/);
    // Behind a proxy the address the browser used is the forwarded host.
    const proxied = site.misconfigured(
      request("/auth", { host: "127.0.0.1:3001", "x-forwarded-host": "www.fareline.example" }),
      "https://www.fareline.example",
      false,
    );
    expect(proxied).toContain("PUBLIC_SITE_URL");
  });

  it("leaves another site's request alone", () => {
    const { site, warnings } = check();
    expect(
      site.misconfigured(request("/auth", { host: "fareline.example" }), "https://evil.example", false),
    ).toBeNull();
    expect(warnings).toEqual([]);
  });

  it("logs at most once a minute, counting what it held back", () => {
    const { site, warnings, advance } = check();
    const req = request("/auth", { host: "localhost:3000" });
    for (let i = 0; i < 3; i++) site.misconfigured(req, "http://localhost:3000", false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      opened: "http://localhost:3000",
      configured: "https://fareline.example",
      variable: "PUBLIC_SITE_URL",
    });
    advance(60_000);
    site.misconfigured(req, "http://localhost:3000", false);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatchObject({ notLoggedSinceLast: 2 });
  });
});
