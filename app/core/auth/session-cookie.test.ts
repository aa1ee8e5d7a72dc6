import { describe, expect, it } from "vitest";
import { carriesSession } from "./session-cookie";

describe("carriesSession", () => {
  it("finds the session cookie on HTTP and HTTPS, alone or among others", () => {
    expect(carriesSession("fareline.session_token=abc")).toBe(true);
    expect(carriesSession("theme=dark; __Secure-fareline.session_token=abc")).toBe(true);
    expect(carriesSession("a=1;fareline.session_token=abc")).toBe(true);
  });

  it("is not fooled by other cookies or a missing header", () => {
    expect(carriesSession(undefined)).toBe(false);
    expect(carriesSession(null)).toBe(false);
    expect(carriesSession("")).toBe(false);
    expect(carriesSession("xfareline.session_token=abc")).toBe(false);
    expect(carriesSession("fareline.session_data=abc; other.session_token=1")).toBe(false);
  });
});
