import { describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/i18n";
import { Divider, ModeTabs } from "./auth-forms";
import { PasskeySignIn } from "./passkey-buttons";

/** The sign-in page's parts that need no data router, as a Dutch and an English page draw them. */
function SignInParts() {
  return (
    <>
      <ModeTabs
        tabs={[
          { label: "one", to: "/auth", current: true },
          { label: "two", to: "/auth?mode=signup", current: false },
        ]}
      />
      <Divider label="or" />
      <PasskeySignIn />
    </>
  );
}

describe("sign-in page parts", () => {
  it("in Dutch: Dutch words and links that stay on the Dutch pages", () => {
    const html = renderInLocale(<SignInParts />, { locale: "nl", namespaces: ["account"], path: "/auth" });
    expect(html).toContain('aria-label="Inloggen of account maken"');
    expect(html).toContain('href="/nl/auth"');
    expect(html).toContain('href="/nl/auth?mode=signup"');
    expect(html).toContain("Inloggen met een passkey");
    expect(html).not.toMatch(/account\.|Sign in/);
  });

  it("in English: as before", () => {
    const html = renderInLocale(<SignInParts />, { locale: "en", namespaces: ["account"], path: "/auth" });
    expect(html).toContain('aria-label="Sign in or sign up"');
    expect(html).toContain('href="/auth?mode=signup"');
    expect(html).toContain("Sign in with a passkey");
  });
});
