import { describe, expect, it } from "vitest";
import { adminGate, type GateViewer, secondFactorDue, signedInGate } from "./admin-gate";

const admin: GateViewer = { email: "Ops@Fareline.example", isAdmin: true, aal: "aal2", hasSecondFactor: true };

describe("admin gate: session, allow-list, role, then second factor", () => {
  it("sends a visitor without a session to /admin-auth, remembering the page", () => {
    expect(adminGate(null, [], "/avs-tester?x=1")).toEqual({
      allow: false,
      redirectTo: "/admin-auth?redirectTo=%2Favs-tester%3Fx%3D1",
    });
  });

  it("refuses an address outside a non-empty allow-list, case-insensitively", () => {
    expect(adminGate(admin, ["boss@fareline.example"], "/admin")).toEqual({
      allow: false,
      redirectTo: "/admin-auth?error=not_authorized",
    });
    expect(adminGate(admin, ["ops@fareline.example"], "/admin")).toEqual({ allow: true });
    expect(adminGate({ ...admin, email: " ops@fareline.example " }, ["ops@fareline.example"], "/admin")).toEqual({
      allow: true,
    });
    expect(adminGate(admin, [], "/admin")).toEqual({ allow: true });
  });

  it("refuses a signed-in person without the admin role", () => {
    expect(adminGate({ ...admin, isAdmin: false }, [], "/admin")).toEqual({
      allow: false,
      redirectTo: "/admin-auth?error=insufficient_role",
    });
  });

  it("sends an admin without a second factor to enrol one, and an aal1 session to verify it", () => {
    expect(adminGate({ ...admin, hasSecondFactor: false, aal: "aal1" }, [], "/admin")).toEqual({
      allow: false,
      redirectTo: "/account?enrol=2fa&redirectTo=%2Fadmin",
    });
    expect(adminGate({ ...admin, aal: "aal1" }, [], "/admin")).toEqual({
      allow: false,
      redirectTo: "/account?verify=2fa&redirectTo=%2Fadmin",
    });
  });

  it("lets anyone signed in reach the account page", () => {
    expect(signedInGate({ ...admin, isAdmin: false }, "/account")).toEqual({ allow: true });
    expect(signedInGate(null, "/account")).toEqual({ allow: false, redirectTo: "/admin-auth?redirectTo=%2Faccount" });
    // A Dutch account page sends the visitor to the Dutch sign-in page, which brings them back.
    expect(signedInGate(null, "/nl/account/passkeys")).toEqual({
      allow: false,
      redirectTo: "/nl/auth?redirectTo=%2Fnl%2Faccount%2Fpasskeys",
    });
  });
});

describe("what a session still owes (second factor)", () => {
  it("a session that passed the second factor owes nothing", () => {
    expect(secondFactorDue({ aal: "aal2", hasSecondFactor: true, isAdmin: true })).toBeNull();
  });
  it("an aal1 session of an account with a second factor must verify it, admin or not", () => {
    expect(secondFactorDue({ aal: "aal1", hasSecondFactor: true, isAdmin: false })).toBe("verify");
    expect(secondFactorDue({ aal: "aal1", hasSecondFactor: true, isAdmin: true })).toBe("verify");
  });
  it("an admin with no second factor must enrol one; anyone else owes nothing", () => {
    expect(secondFactorDue({ aal: "aal1", hasSecondFactor: false, isAdmin: true })).toBe("enrol");
    expect(secondFactorDue({ aal: "aal1", hasSecondFactor: false, isAdmin: false })).toBeNull();
  });
});
