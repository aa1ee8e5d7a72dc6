import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, PERMISSIONS_POLICY, servedOverHttps } from "./security-headers.server";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.split(" ")[0] === name)
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ scriptSources: ["'nonce-abc'"], https: false });

  it("runs only the site's own scripts and the nonced inline ones, never unsafe-inline or eval", () => {
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
  });

  it("forbids framing and posting forms elsewhere", () => {
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
  });

  it("lets images and fetches come from the site alone: no logo or favicon service", () => {
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
  });

  it("upgrades insecure requests only over HTTPS and opens the HMR socket only in development", () => {
    expect(directive(policy, "upgrade-insecure-requests")).toBeUndefined();
    expect(directive(contentSecurityPolicy({ scriptSources: [], https: true }), "upgrade-insecure-requests")).toEqual(
      [],
    );
    const dev = contentSecurityPolicy({ scriptSources: [], https: false, development: true });
    expect(directive(dev, "connect-src")).toEqual(expect.arrayContaining(["ws:", "wss:"]));
  });

  it("takes build-time hashes for prerendered pages", () => {
    const hashed = contentSecurityPolicy({ scriptSources: ["'sha256-AAA='", "'sha256-BBB='"], https: false });
    expect(directive(hashed, "script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });
});

describe("servedOverHttps", () => {
  it("is true for an https public address, whatever the proxy says", () => {
    expect(servedOverHttps({ publicSiteUrl: "https://fareline.example", trustProxy: false }, undefined)).toBe(true);
  });
  it("believes X-Forwarded-Proto only behind a trusted proxy", () => {
    const site = { publicSiteUrl: "http://localhost:3000" };
    expect(servedOverHttps({ ...site, trustProxy: false }, "https")).toBe(false);
    expect(servedOverHttps({ ...site, trustProxy: true }, "https")).toBe(true);
    expect(servedOverHttps({ ...site, trustProxy: true }, "HTTPS, http")).toBe(true);
    expect(servedOverHttps({ ...site, trustProxy: true }, "http, https")).toBe(false);
    expect(servedOverHttps({ ...site, trustProxy: true }, undefined)).toBe(false);
  });
});

describe("PERMISSIONS_POLICY", () => {
  it("denies camera, microphone, geolocation and payment, and keeps passkeys for the site", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
    expect(PERMISSIONS_POLICY).toContain("publickey-credentials-get=(self)");
  });
});
