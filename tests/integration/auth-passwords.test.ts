import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithPassword } from "../support/accounts";
import { HttpSession } from "../support/http-session";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * Password rules on every way a password is set (sign-up, change, reset; Better Auth's
 * endpoints and our forms alike), and sign-in limits a stranger cannot turn into a lock-out.
 */

const GOOD = "correct horse 42";
const TOO_COMMON = /one of the most common passwords/;
const BLANK = /only spaces or control characters/;

describe("passwords and sign-in limits", () => {
  let server: RunningServer;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await startServer({ env: { SMTP_URL: smtp.url, AUTH_SECRET: "p".repeat(40) } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const confirmedAccount = async (email: string) => {
    const person = new HttpSession(server.url);
    const seen = smtp.messages.length;
    const signUp = await person.request("/api/auth/sign-up/email", { json: { email, password: GOOD, name: "p" } });
    expect(signUp.status).toBe(200);
    await person.open(smtp.linkIn(await smtp.waitFor(email, /Confirm/, { after: seen })));
    expect(await person.viewerEmail()).toBe(email);
    return person;
  };

  it("ten wrong passwords from ten addresses do not lock the owner out", async () => {
    const email = "owner@example.com";
    await confirmedAccount(email);
    for (let i = 0; i < 10; i++) {
      const wrong = await new HttpSession(server.url).request("/api/auth/sign-in/email", {
        json: { email, password: `guess number ${i}` },
      });
      expect(wrong.status, `guess ${i + 1}`).toBe(401);
    }
    await signInWithPassword(new HttpSession(server.url), email, GOOD);
  }, 60_000);

  it("limits tries per account and address: one address is stopped, the owner elsewhere is not", async () => {
    const email = "shared-wifi@example.com";
    await confirmedAccount(email);
    const guesser = new HttpSession(server.url);
    const guess = () => guesser.request("/api/auth/sign-in/email", { json: { email, password: "not the one" } });
    for (let i = 0; i < 10; i++) expect((await guess()).status, `guess ${i + 1}`).toBe(401);
    const stopped = await guess();
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner, from another address, still signs in.
    await signInWithPassword(new HttpSession(server.url), email, GOOD);
  }, 60_000);

  it("refuses common, blank and control-character passwords on sign-up, API and form alike", async () => {
    const refused: [string, RegExp][] = [
      ["123456", TOO_COMMON],
      ["password", TOO_COMMON],
      ["Password", TOO_COMMON],
      ["qwerty123", TOO_COMMON],
      ["      ", BLANK],
      ["\u0000".repeat(6), BLANK],
      [" \t\n \r ", BLANK],
    ];
    for (const [password, why] of refused) {
      const client = new HttpSession(server.url);
      const api = await client.request("/api/auth/sign-up/email", {
        json: { email: "new-person@example.com", password, name: "n" },
      });
      expect(api.status, JSON.stringify(password)).toBe(400);
      const message = ((await api.json()) as { message: string }).message;
      expect(message, JSON.stringify(password)).toMatch(why);
      const form = await client.request("/auth", {
        form: { intent: "sign-up", email: "new-person@example.com", password, confirm: password },
      });
      expect(form.status, JSON.stringify(password)).toBe(400);
      expect(await form.text(), JSON.stringify(password)).toMatch(why);
    }
    expect(await new HttpSession(server.url).viewerEmail()).toBeNull();
  });

  it("refuses a common password as a new password (change and reset), then takes a good one", async () => {
    const email = "changer@example.com";
    const person = await confirmedAccount(email);
    const change = await person.request("/api/auth/change-password", {
      json: { currentPassword: GOOD, newPassword: "iloveyou" },
    });
    expect(change.status).toBe(400);
    expect(((await change.json()) as { message: string }).message).toMatch(TOO_COMMON);
    const form = await person.request("/account/password", {
      form: { intent: "change-password", currentPassword: GOOD, password: "sunshine1", confirm: "sunshine1" },
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toMatch(TOO_COMMON);

    const seen = smtp.messages.length;
    await person.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/auth/reset" } });
    const link = smtp.linkIn(await smtp.waitFor(email, /Reset your Fareline password/, { after: seen }));
    const token = new URL(link).searchParams.get("code") ?? "";
    const reset = await person.request("/api/auth/reset-password", { json: { token, newPassword: "password123" } });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { message: string }).message).toMatch(TOO_COMMON);
    const good = await person.request("/api/auth/reset-password", { json: { token, newPassword: "a new good one 7" } });
    expect(good.status).toBe(200);
    await signInWithPassword(new HttpSession(server.url), email, "a new good one 7");
  });
});
