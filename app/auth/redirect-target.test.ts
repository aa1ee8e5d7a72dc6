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
});
