import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect-target";

const SITE = "https://fareline.example";

describe("safeRedirectPath", () => {
  it("keeps paths on our site, with query and hash", () => {
    expect(safeRedirectPath("/admin", SITE)).toBe("/admin");
    expect(safeRedirectPath("/account?tab=security#totp", SITE)).toBe("/account?tab=security#totp");
    expect(safeRedirectPath("https://fareline.example/avs-tester", SITE)).toBe("/avs-tester");
  });

  it("refuses other hosts and tricks that browsers read as other hosts", () => {
    for (const value of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "javascript:alert(1)",
      "admin",
      "http://fareline.example/admin",
      "https://fareline.example.evil.example/",
      "",
      null,
      undefined,
      `/${"a".repeat(2001)}`,
    ]) {
      expect(safeRedirectPath(value, SITE), String(value)).toBeNull();
    }
  });

  it("handles the edges: long paths, doubled slashes inside a path, text before a URL, unparsable input", () => {
    expect(safeRedirectPath(`/${"a".repeat(1999)}`, SITE)).toBe(`/${"a".repeat(1999)}`);
    expect(safeRedirectPath("/guides//jfk-to-cdg", SITE)).toBe("/guides//jfk-to-cdg");
    expect(safeRedirectPath("x https://fareline.example/", SITE)).toBeNull();
    expect(safeRedirectPath("http://[", SITE)).toBeNull();
    expect(safeRedirectPath("http://localhost:3000/admin", "http://localhost:3000")).toBe("/admin");
  });

  it("refuses dot segments, encodings and backslashes that normalise to another host", () => {
    for (const value of ["/.//evil.com", "/..//evil.com", "/%2e//evil.com", "/./\\evil.com", "/a/..//evil.com"]) {
      expect(safeRedirectPath(value, SITE), value).toBeNull();
    }
  });

  // Inputs made of the pieces open redirects are built from: dot segments, slashes and
  // backslashes, percent-encodings, control and white-space characters, schemes and hosts.
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "./",
    "../",
    "%2e",
    "%2E",
    "%2f",
    "%2F",
    "%5c",
    "%00",
    "%09",
    "%0a",
    "\t",
    "\n",
    "\r",
    " ",
    "\u0000",
    "\u001f",
    "\u007f",
    "\u00a0",
    "\u3000",
    "@",
    ":",
    "?",
    "#",
    "&",
    "=",
    "evil.com",
    "fareline.example",
    "admin",
    "https:",
    "http:",
    "javascript:",
    "data:",
    "//evil.com",
    "https://evil.com",
    "https://fareline.example",
    "HTTPS://FARELINE.EXAMPLE",
    "https://fareline.example:443",
    "user:pass@",
  );
  const input = fc.oneof(
    fc.array(piece, { maxLength: 8 }).map((parts) => parts.join("")),
    fc
      .tuple(fc.array(piece, { maxLength: 6 }), fc.string({ maxLength: 8 }))
      .map(([parts, tail]) => parts.join("") + tail),
  );

  it("for every input: null, or a path that stays on the site and reads back as the same URL", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = safeRedirectPath(value, SITE);
        if (result === null) return;
        expect(result).toMatch(/^\/(?![/\\])/);
        const resolved = new URL(result, SITE);
        expect(resolved.origin).toBe(SITE);
        expect(new URL(`${resolved.pathname}${resolved.search}${resolved.hash}`, SITE).href).toBe(resolved.href);
        expect(safeRedirectPath(result, SITE)).toBe(result);
      }),
      { numRuns: 5000 },
    );
  });
});
