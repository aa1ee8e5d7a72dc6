import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpSession } from "../support/http-session";
import { freshDataDir, type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

const PASSWORD = "correct horse 42";

/** What the page shows: its HTML without the scripts (the page data carries the whole namespace's messages). */
const shown = async (response: Response) => (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");

/**
 * Accounts in Dutch, against the real server and a real SMTP peer: an account made on a Dutch
 * page gets its e-mails in Dutch with links to the /nl pages, for good (its language is stored);
 * an English one stays English; the pages, their messages and redirects keep the page's language.
 */
describe("accounts in Dutch (SMTP peer: smtp-server)", () => {
  let server: RunningServer;
  let smtp: SmtpPeer;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    dataDir = await freshDataDir();
    server = await startServer({ dataDir, env: { SMTP_URL: smtp.url, AUTH_SECRET: "y".repeat(40) } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const signUpOn = (client: HttpSession, page: string, email: string) =>
    client.request(page, { form: { intent: "sign-up", email, password: PASSWORD, confirm: PASSWORD } });
  const askReset = (client: HttpSession, page: string, email: string) =>
    client.request(page, { form: { intent: "forgot", email } });

  it("a sign-up on /nl/auth gets a Dutch confirmation with a /nl link, and later a Dutch reset e-mail", async () => {
    const email = "anna@example.nl";
    const client = new HttpSession(server.url);
    let seen = smtp.messages.length;
    const signedUp = await signUpOn(client, "/nl/auth?mode=signup", email);
    expect(signedUp.status).toBe(200);
    const page = await shown(signedUp);
    expect(page).toContain("<strong>Kijk in je mailbox</strong> We hebben je een bevestigingslink gestuurd.");
    expect(page).toContain('lang="nl"');

    const confirmation = await smtp.waitFor(email, /^Bevestig je Fareline-account$/, { after: seen });
    expect(confirmation.text).toContain("Welkom bij Fareline.");
    expect(confirmation.text).toContain("Deze link werkt één keer en verloopt over 1 uur.");
    expect(confirmation.html).toContain("Mijn e-mailadres bevestigen");
    expect(confirmation.text).not.toMatch(/Confirm|expires|You received/);
    const link = smtp.linkIn(confirmation);
    expect(link.startsWith(`${server.url}/nl/auth/callback?code=`)).toBe(true);
    const landed = await client.open(link);
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toBe("/nl");
    expect(await client.viewerEmail()).toBe(email);

    // The account page in Dutch; signing out from it goes home in Dutch.
    const account = await shown(await client.request("/nl/account"));
    expect(account).toContain("Je account");
    expect(account).toContain("Ingelogd als <strong>anna@example.nl</strong>.");
    expect(account).toContain('action="/nl/auth/sign-out"');
    // Every account page in Dutch, with no message missing (a missing one would show its key).
    for (const [path, heading] of [
      ["/nl/account", "Tweestapsverificatie"],
      ["/nl/account/two-factor", "Authenticator-app instellen"],
      ["/nl/account/passkeys", "Nog geen passkeys."],
      ["/nl/account/password", "Herhaal nieuw wachtwoord"],
      ["/nl/account/devices", "<strong>Dit apparaat</strong>"],
    ]) {
      const shownPage = await shown(await client.request(path as string));
      expect(shownPage, path).toContain(heading);
      expect(shownPage, path).not.toMatch(/[>"]account\.[a-zA-Z]/);
      expect(shownPage, path).not.toMatch(/Sign out everywhere|Your account|Signed in as/);
    }
    const signedOut = await client.request("/nl/auth/sign-out", { form: { scope: "local" } });
    expect(signedOut.headers.get("location")).toBe("/nl");

    // A reset asked on the Dutch page: a Dutch e-mail whose link opens the Dutch reset form.
    seen = smtp.messages.length;
    const asked = await askReset(client, "/nl/auth?mode=forgot", email);
    expect(await shown(asked)).toContain("Kijk in je mailbox voor de link om een nieuw wachtwoord te kiezen.");
    const reset = await smtp.waitFor(email, /^Nieuw wachtwoord voor Fareline$/, { after: seen });
    expect(reset.text).toContain("Kies met de link hieronder een nieuw wachtwoord.");
    const resetLink = smtp.linkIn(reset);
    expect(resetLink.startsWith(`${server.url}/nl/auth/callback?code=`)).toBe(true);
    const opened = await client.open(resetLink);
    expect(opened.headers.get("location")).toBe("/nl/auth/reset");
    const form = await shown(await client.request("/nl/auth/reset"));
    expect(form).toContain("Nieuw wachtwoord instellen");
    expect(form).not.toMatch(/[>"]account\.[a-zA-Z]/);
    // The server's checks answer in Dutch too.
    const short = await client.request("/nl/auth/reset", {
      form: { intent: "reset-password", password: "kort", confirm: "kort" },
    });
    expect(await shown(short)).toContain("Je wachtwoord moet minstens 8 tekens hebben.");
    const common = await client.request("/nl/auth/reset", {
      form: { intent: "reset-password", password: "password1", confirm: "password1" },
    });
    expect(await shown(common)).toContain("een van de meest gebruikte wachtwoorden");

    // Asked later from the English page, the account's e-mails stay Dutch (its language is stored).
    seen = smtp.messages.length;
    await askReset(new HttpSession(server.url), "/auth?mode=forgot", email);
    const again = await smtp.waitFor(email, /Fareline/, { after: seen });
    expect(again.subject).toBe("Nieuw wachtwoord voor Fareline");
    expect(smtp.linkIn(again)).toContain("/nl/auth/callback?");
  });

  it("an English sign-up still gets English e-mails and links, even when it asks from a Dutch page later", async () => {
    const email = "ann@example.com";
    const client = new HttpSession(server.url);
    let seen = smtp.messages.length;
    expect(await shown(await signUpOn(client, "/auth?mode=signup", email))).toContain(
      "We sent you a confirmation link.",
    );
    const confirmation = await smtp.waitFor(email, /Fareline/, { after: seen });
    expect(confirmation.subject).toBe("Confirm your Fareline account");
    const link = smtp.linkIn(confirmation);
    expect(link.startsWith(`${server.url}/auth/callback?code=`)).toBe(true);
    expect((await client.open(link)).headers.get("location")).toBe("/");

    seen = smtp.messages.length;
    await askReset(new HttpSession(server.url), "/nl/auth?mode=forgot", email);
    const reset = await smtp.waitFor(email, /Fareline/, { after: seen });
    expect(reset.subject).toBe("Reset your Fareline password");
    expect(smtp.linkIn(reset).startsWith(`${server.url}/auth/callback?code=`)).toBe(true);
  });

  it("a magic link asked on a Dutch page for a new address is Dutch, and so is the account it opens", async () => {
    const email = "bram@example.nl";
    const client = new HttpSession(server.url);
    let seen = smtp.messages.length;
    const asked = await client.request("/nl/auth?redirectTo=%2Fnl%2Faccount", {
      form: { intent: "magic-link", email, redirectTo: "/nl/account" },
    });
    expect(await shown(asked)).toContain("We hebben je een link gestuurd waarmee je inlogt.");
    const mail = await smtp.waitFor(email, /Fareline/, { after: seen });
    expect(mail.subject).toBe("Je inloglink voor Fareline");
    const link = smtp.linkIn(mail);
    expect(link.startsWith(`${server.url}/nl/auth/callback?code=`)).toBe(true);
    expect((await client.open(link)).headers.get("location")).toBe("/nl/account");

    seen = smtp.messages.length;
    await askReset(new HttpSession(server.url), "/auth?mode=forgot", email);
    expect((await smtp.waitFor(email, /Fareline/, { after: seen })).subject).toBe("Nieuw wachtwoord voor Fareline");
  });

  it("Dutch pages answer in Dutch and keep their language when they send someone on", async () => {
    const visitor = new HttpSession(server.url);
    expect((await visitor.request("/nl/account")).headers.get("location")).toBe("/nl/auth?redirectTo=%2Fnl%2Faccount");
    const signIn = await shown(await visitor.request("/nl/auth?redirectTo=%2Fnl%2Faccount"));
    expect(signIn).toContain("Inloggen");
    expect(signIn).toContain('name="redirectTo" value="/nl/account"');
    const wrong = await visitor.request("/nl/auth", {
      form: { intent: "sign-in", email: "anna@example.nl", password: "not the password" },
    });
    expect(await shown(wrong)).toContain("<strong>Fout</strong> Onjuist e-mailadres of wachtwoord.");
    const mismatch = await visitor.request("/nl/auth?mode=signup", {
      form: { intent: "sign-up", email: "c@example.nl", password: "secret one", confirm: "secret two" },
    });
    expect(await shown(mismatch)).toContain("<strong>Fout</strong> De wachtwoorden zijn niet hetzelfde");
    // A used or unknown link sends a Dutch visitor back to the Dutch sign-in page, which says why.
    const failed = await visitor.request("/nl/auth/callback?code=nope&type=magiclink");
    expect(failed.headers.get("location")).toBe("/nl/auth?error=exchange_failed");
    expect(await shown(await visitor.request("/nl/auth?error=exchange_failed"))).toContain("Die link werkte niet");
  });
});
