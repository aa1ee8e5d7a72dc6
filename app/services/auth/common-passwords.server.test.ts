import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, PASSWORD_MIN_AUTH, PASSWORD_MIN_RESET } from "../../core/auth/auth-rules";
import { isCommonPassword, newPasswordProblem } from "./common-passwords.server";

describe("common passwords (server only)", () => {
  it("knows the usual suspects whatever their case or surrounding spaces", () => {
    for (const password of ["123456", "password", "Password", " qwerty123 ", "iloveyou", "trustno1"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("correct horse 42")).toBe(false);
  });

  it("says why a new password is refused: the shared rules first, then the list", () => {
    expect(newPasswordProblem("12345", PASSWORD_MIN_AUTH)).toBe(AUTH_MESSAGES.passwordTooShortAuth);
    expect(newPasswordProblem("123456", PASSWORD_MIN_AUTH)).toBe(AUTH_MESSAGES.passwordTooCommon);
    expect(newPasswordProblem("      ", PASSWORD_MIN_AUTH)).toBe(AUTH_MESSAGES.passwordBlank);
    expect(newPasswordProblem("password1", PASSWORD_MIN_RESET)).toBe(AUTH_MESSAGES.passwordTooCommon);
    expect(newPasswordProblem("correct horse 42", PASSWORD_MIN_RESET)).toBeNull();
  });
});
