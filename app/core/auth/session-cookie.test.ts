import { describe, expect, it } from "vitest";
import { carriesSession, sessionTokenOf } from "./session-cookie";

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

describe("sessionTokenOf", () => {
  it("reads the token of the one signed session cookie, URL-encoded or not", () => {
    expect(sessionTokenOf("fareline.session_token=abc.c2lnbmF0dXJl%3D")).toBe("abc");
    expect(sessionTokenOf("theme=dark; __Secure-fareline.session_token=abc.sig=; x=1")).toBe("abc");
    expect(sessionTokenOf("a=1;fareline.session_token=abc.sig")).toBe("abc");
  });

  it("gives null for no session, two sessions, an unsigned or malformed value", () => {
    expect(sessionTokenOf(undefined)).toBeNull();
    expect(sessionTokenOf("theme=dark")).toBeNull();
    expect(sessionTokenOf("fareline.session_token=a.s; __Secure-fareline.session_token=b.s")).toBeNull();
    expect(sessionTokenOf("fareline.session_token=a.s; fareline.session_token=a.s")).toBeNull();
    expect(sessionTokenOf("fareline.session_token=unsigned")).toBeNull();
    expect(sessionTokenOf("fareline.session_token=.sig")).toBeNull();
    expect(sessionTokenOf("fareline.session_token=abc.%E0%A4%A")).toBeNull();
  });
});
