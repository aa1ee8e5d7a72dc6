import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import {
  AUTH_MESSAGES,
  type AuthMessage,
  adminAuthErrorMessage,
  authText,
  checkCredentials,
  checkEmailOnly,
  checkNewPassword,
  checkSignUp,
  normaliseEmail,
} from "./auth-rules";

const english = (message: AuthMessage | null) => message && authText(serverTranslator("en"), message);

describe("auth form rules", () => {
  it("sign-in needs both fields and a valid address", () => {
    expect(english(checkCredentials("", "secret"))).toBe("Please fill in all fields.");
    expect(english(checkCredentials("a@b.co", ""))).toBe("Please fill in all fields.");
    expect(english(checkCredentials("  ", "x"))).toBe("Please fill in all fields.");
    expect(checkCredentials("not-an-email", "secret")).toBe(AUTH_MESSAGES.invalidEmail);
    expect(checkCredentials("a@b.co", "x")).toBeNull();
  });

  it("sign-up needs matching passwords of 6 to 128 characters", () => {
    expect(english(checkSignUp("a@b.co", "secret1", ""))).toBe("Please fill in all fields.");
    expect(english(checkSignUp("a@b.co", "secret1", "secret2"))).toBe("Passwords do not match");
    expect(checkSignUp("a@b.co", "12345", "12345")).toBe(AUTH_MESSAGES.passwordTooShortAuth);
    expect(checkSignUp("a@b.co", "123456", "123456")).toBeNull();
    expect(checkSignUp("a@b.co", "x".repeat(128), "x".repeat(128))).toBeNull();
    expect(checkSignUp("a@b.co", "x".repeat(129), "x".repeat(129))).toBe(AUTH_MESSAGES.passwordTooLong);
    expect(checkSignUp("a@b", "123456", "123456")).toBe(AUTH_MESSAGES.invalidEmail);
    // Only blanks or control characters, whatever the length: refused in the browser too.
    for (const blank of ["      ", "\u0000".repeat(6), " \t\n\r\u00a0 ", "\u2003".repeat(8)]) {
      expect(checkSignUp("a@b.co", blank, blank), JSON.stringify(blank)).toBe(AUTH_MESSAGES.passwordBlank);
      expect(checkNewPassword(blank.repeat(2), blank.repeat(2)), JSON.stringify(blank)).toBe(
        AUTH_MESSAGES.passwordBlank,
      );
    }
    expect(checkSignUp("a@b.co", " a    ", " a    ")).toBeNull();
  });

  it("magic link and reset requests need an address", () => {
    expect(english(checkEmailOnly(""))).toBe("Please enter your email address.");
    expect(checkEmailOnly("nope")).toBe(AUTH_MESSAGES.invalidEmail);
    expect(checkEmailOnly(" a@b.co ")).toBeNull();
  });

  it("a new password needs 8 characters and a matching confirmation", () => {
    expect(english(checkNewPassword("", ""))).toBe("Please fill in all fields.");
    expect(english(checkNewPassword("12345678", "12345679"))).toBe("Passwords do not match");
    expect(checkNewPassword("1234567", "1234567")).toBe(AUTH_MESSAGES.passwordTooShortReset);
    expect(checkNewPassword("12345678", "12345678")).toBeNull();
    expect(checkNewPassword("x".repeat(129), "x".repeat(129))).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it("maps the admin sign-in error query to its messages", () => {
    expect(adminAuthErrorMessage(null)).toBeNull();
    expect(adminAuthErrorMessage("not_authorized")).toBe("You are not authorized to access this area.");
    expect(adminAuthErrorMessage("insufficient_role")).toBe(
      "You do not have the required permissions to access the admin panel.",
    );
    for (const other of ["missing_code", "exchange_failed", "anything"]) {
      expect(adminAuthErrorMessage(other)).toBe("Authentication error occurred.");
    }
  });

  it("words every message in the page's language, with the lengths it names", () => {
    const dutch = (message: AuthMessage | null) => message && authText(serverTranslator("nl"), message);
    expect(dutch(checkSignUp("a@b.co", "12345", "12345"))).toBe("Je wachtwoord moet minstens 6 tekens hebben.");
    expect(dutch(checkNewPassword("1234567", "1234567"))).toBe("Je wachtwoord moet minstens 8 tekens hebben.");
    expect(english(checkNewPassword("x".repeat(129), "x".repeat(129)))).toBe(
      "Password must be at most 128 characters.",
    );
    expect(dutch(checkEmailOnly(""))).toBe("Vul je e-mailadres in.");
  });

  it("normalises addresses for comparison", () => {
    expect(normaliseEmail("  Ann@Example.COM ")).toBe("ann@example.com");
    expect(normaliseEmail(undefined)).toBe("");
  });

  it("checks the address itself, trimmed, anchored at both ends", () => {
    for (const valid of ["ann@example.com", " ann@mail.example.com ", "first.last+tag@example.co.uk"]) {
      expect(checkCredentials(valid, "pw"), valid).toBeNull();
      expect(checkSignUp(valid, "secret1", "secret1"), valid).toBeNull();
      expect(checkEmailOnly(valid), valid).toBeNull();
    }
    for (const invalid of [
      "ann example@x.com",
      "ann@example.com extra",
      "@example.com",
      "ann@.com",
      "ann@example.",
      "ann@example",
    ]) {
      expect(checkCredentials(invalid, "pw"), invalid).toBe(AUTH_MESSAGES.invalidEmail);
      expect(checkSignUp(invalid, "secret1", "secret1"), invalid).toBe(AUTH_MESSAGES.invalidEmail);
      expect(checkEmailOnly(invalid), invalid).toBe(AUTH_MESSAGES.invalidEmail);
    }
    expect(checkEmailOnly("   ")).toBe(AUTH_MESSAGES.enterEmail);
  });

  it("asks for every field that is missing", () => {
    expect(checkSignUp("", "secret1", "secret1")).toBe(AUTH_MESSAGES.fillAllFields);
    expect(checkSignUp("   ", "secret1", "secret1")).toBe(AUTH_MESSAGES.fillAllFields);
    expect(checkSignUp("ann@example.com", "", "secret1")).toBe(AUTH_MESSAGES.fillAllFields);
    expect(checkNewPassword("12345678", "")).toBe(AUTH_MESSAGES.fillAllFields);
    expect(checkNewPassword("", "12345678")).toBe(AUTH_MESSAGES.fillAllFields);
    expect(checkNewPassword("x".repeat(128), "x".repeat(128))).toBeNull();
  });
});
