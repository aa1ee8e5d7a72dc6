import fs from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, totpCode } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { findFreePort, freshDataDir, type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * Accounts as a person uses them, in Chromium: typing, clicking, reading the e-mail from a
 * real SMTP peer. The site runs on http://localhost (WebAuthn refuses IP addresses as relying party).
 */

const ADMIN = "ops@example.com";
const ADMIN_PASSWORD = "operator password 1";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let browser: Browser;
let smtp: SmtpPeer;
let dataDir: string;
let ipCounter = 1;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = await freshDataDir();
  await createAdminAccount({ DATA_DIR: dataDir, AUTH_SECRET: "z".repeat(40) }, ADMIN, ADMIN_PASSWORD);
  const port = await findFreePort();
  [server, browser] = await Promise.all([
    startServer({
      dataDir,
      env: {
        PORT: String(port),
        PUBLIC_SITE_URL: `http://localhost:${port}`,
        SMTP_URL: smtp.url,
        AUTH_SECRET: "z".repeat(40),
      },
    }),
    launchBrowser(),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const site = () => server.url.replace("127.0.0.1", "localhost");

/** A fresh browser profile with a client IP of its own (its own rate-limit bucket). */
async function newContext(viewport = DESKTOP): Promise<BrowserContext> {
  ipCounter += 1;
  return browser.newContext({ viewport, extraHTTPHeaders: { "x-forwarded-for": `10.9.${ipCounter}.1` } });
}

async function open(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site() + pathname, { waitUntil: "networkidle" });
  return page;
}

/** axe after the toasts have gone: a toast mid-animation has a transparent, unreadable colour. */
async function axeClean(page: Page) {
  await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 15_000 });
  return JSON.stringify(await seriousViolations(page));
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first();

describe("visitor accounts", () => {
  it("signs up at /auth, confirms from the e-mail, sees the account menu, signs out and back in", async () => {
    const email = "traveller@example.com";
    const context = await newContext();
    const page = await open(context, "/auth");
    await page.getByRole("link", { name: "Sign Up" }).click();
    await page.waitForURL(/mode=signup/);
    // The sign-up form has replaced the sign-in form (which also has an Email field).
    await page.getByLabel("Confirm password").waitFor();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("my travel pass");
    await page.getByLabel("Confirm password").fill("my travel pass");
    const seen = smtp.messages.length;
    await page.getByRole("button", { name: "Create Account" }).click();
    await toast(page, "Check your email").waitFor();
    expect(
      await page.locator("main").getByRole("status").filter({ hasText: "We sent you a confirmation link." }).count(),
    ).toBe(1);

    const link = smtp.linkIn(await smtp.waitFor(email, /Confirm your Fareline account/, { after: seen }));
    await page.goto(link.replace("127.0.0.1", "localhost"), { waitUntil: "networkidle" });
    expect(new URL(page.url()).pathname).toBe("/");
    const menu = page.getByRole("button", { name: `Account menu for ${email}` });
    await menu.click();
    await page.getByRole("link", { name: "Account", exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Admin", exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("link", { name: "Sign In", exact: true }).waitFor();

    await page.goto(`${site()}/auth`, { waitUntil: "networkidle" });
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("my travel pass");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await toast(page, "Signed in successfully!").waitFor();
    await page.waitForURL(`${site()}/`);
    await page.getByRole("button", { name: `Account menu for ${email}` }).waitFor();
    // A signed-in visitor who opens /auth goes home.
    await page.goto(`${site()}/auth`, { waitUntil: "networkidle" });
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("says what is wrong before anything is sent", async () => {
    const context = await newContext(PHONE);
    const page = await open(context, "/auth?mode=signup");
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password", { exact: true }).fill("one pass");
    await page.getByLabel("Confirm password").fill("another pass");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.locator("main").getByRole("alert").filter({ hasText: "Passwords do not match" }).waitFor();

    await page.goto(`${site()}/auth`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.locator("main").getByRole("alert").filter({ hasText: "Please fill in all fields." }).waitFor();
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await page.locator("main").getByRole("alert").filter({ hasText: "Please enter your email address." }).waitFor();
    await context.close();
  });

  it("the magic link from the e-mail signs a new visitor in", async () => {
    const email = "magic.visitor@example.com";
    const context = await newContext();
    const page = await open(context, "/auth");
    await page.getByLabel("Email for a sign-in link").fill(email);
    const seen = smtp.messages.length;
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await toast(page, "Check your email").waitFor();
    const link = smtp.linkIn(await smtp.waitFor(email, /sign-in link/, { after: seen }));
    await page.goto(link.replace("127.0.0.1", "localhost"), { waitUntil: "networkidle" });
    await page.getByRole("button", { name: `Account menu for ${email}` }).waitFor();
    // The same link a second time: exchange_failed.
    await page.goto(link.replace("127.0.0.1", "localhost"), { waitUntil: "networkidle" });
    expect(page.url()).toContain("/admin-auth?error=exchange_failed");
    await context.close();
  });
});

describe("the admin gate in the browser", () => {
  it("sends a signed-out visitor from /admin, /avs-tester and /account to /admin-auth", async () => {
    const context = await newContext(PHONE);
    for (const pathname of ["/admin", "/avs-tester", "/account"]) {
      const page = await open(context, pathname);
      expect(page.url()).toBe(`${site()}/admin-auth?redirectTo=${encodeURIComponent(pathname)}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin sign in");
      await page.close();
    }
    await context.close();
  });

  it("shows each error's message under the title, and 'Auth failed' for a failed exchange", async () => {
    const context = await newContext();
    const cases: [string, string][] = [
      ["not_authorized", "You are not authorized to access this area."],
      ["insufficient_role", "You do not have the required permissions to access the admin panel."],
      ["missing_code", "Authentication error occurred."],
      ["exchange_failed", "Authentication error occurred."],
    ];
    for (const [error, message] of cases) {
      const page = await open(context, `/admin-auth?error=${error}`);
      expect(await page.locator("main").getByRole("alert").first().textContent()).toBe(message);
      if (error === "exchange_failed") await toast(page, "Auth failed").waitFor();
      await page.close();
    }
    const page = await open(context, "/auth/callback");
    expect(page.url()).toBe(`${site()}/admin-auth?error=missing_code`);
    await context.close();
  });

  it("a signed-in visitor without the role gets insufficient_role", async () => {
    const email = "no.role@example.com";
    const context = await newContext();
    const page = await open(context, "/auth");
    await page.getByLabel("Email for a sign-in link").fill(email);
    const seen = smtp.messages.length;
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    const link = smtp.linkIn(await smtp.waitFor(email, /sign-in link/, { after: seen }));
    await page.goto(link.replace("127.0.0.1", "localhost"), { waitUntil: "networkidle" });
    await page.goto(`${site()}/admin`, { waitUntil: "networkidle" });
    expect(page.url()).toBe(`${site()}/admin-auth?error=insufficient_role`);
    expect(await page.locator("main").getByRole("alert").first().textContent()).toBe(
      "You do not have the required permissions to access the admin panel.",
    );
    await context.close();
  });
});

let totpSecret = "";

describe("operators", () => {
  it("signs in with the password, is asked to enrol TOTP (QR, key, backup codes), and reaches /admin", async () => {
    const context = await newContext();
    const page = await open(context, "/admin");
    await page.getByLabel("Email address").fill(ADMIN);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In with Password" }).click();
    await page.waitForURL(/\/account\/two-factor\?enrol=2fa/);
    await page.locator("main").getByRole("alert").filter({ hasText: "The admin area needs a second factor" }).waitFor();
    expect(await axeClean(page)).toBe("[]");

    await page.getByLabel("Password (if your account has one)").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    totpSecret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    expect(totpSecret).toMatch(/^[A-Z2-7]+=*$/);
    expect(await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").count()).toBe(10);
    expect(await axeClean(page)).toBe("[]");
    await page.getByLabel("6-digit code from your app").fill(totpCode(totpSecret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await toast(page, "Two-factor authentication is on").waitFor();
    await page.getByRole("link", { name: "Continue" }).click();
    await page.getByText(`Welcome, ${ADMIN}`).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin");
    expect(await page.getByText(`Welcome, ${ADMIN}`).count()).toBe(1);
    expect(await axeClean(page)).toBe("[]");
    await context.close();
  });

  it("next time the password sign-in asks for the code before /admin opens", async () => {
    const context = await newContext(PHONE);
    const page = await open(context, "/admin-auth");
    await page.getByLabel("Email address").fill(ADMIN);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In with Password" }).click();
    await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    await page.getByLabel("6-digit code from your authenticator app").fill("000000");
    await page.getByRole("button", { name: "Verify code" }).click();
    await toast(page, "Error").waitFor();
    await page.getByLabel("6-digit code from your authenticator app").fill(totpCode(totpSecret));
    await page.getByRole("button", { name: "Verify code" }).click();
    await page.getByText(`Welcome, ${ADMIN}`).waitFor();
    expect(page.url()).toBe(`${site()}/admin`);
    // The phone menu lists the account's links.
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Admin" }).isVisible(),
    ).toBe(true);
    await context.close();
  });
});

async function withVirtualAuthenticator(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

describe("passkeys (Chromium virtual authenticator)", () => {
  it("an operator's passkey is a second factor: passkey sign-in opens /admin without a code", async () => {
    const context = await newContext();
    const page = await withVirtualAuthenticator(context);
    await page.goto(`${site()}/admin-auth`, { waitUntil: "networkidle" });
    await page.getByLabel("Email address").fill(ADMIN);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In with Password" }).click();
    await page.getByLabel("6-digit code from your authenticator app").fill(totpCode(totpSecret));
    await page.getByRole("button", { name: "Verify code" }).click();
    await page.getByText(`Welcome, ${ADMIN}`).waitFor();
    await page.goto(`${site()}/account/passkeys`, { waitUntil: "networkidle" });
    await page.getByLabel("Passkey name (optional)").fill("Ops key");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByRole("button", { name: "Remove Ops key" }).waitFor();
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.getByRole("link", { name: "Sign In", exact: true }).waitFor();

    await page.goto(`${site()}/admin`, { waitUntil: "networkidle" });
    expect(page.url()).toBe(`${site()}/admin-auth?redirectTo=%2Fadmin`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByText(`Welcome, ${ADMIN}`).waitFor();
    await context.close();
  });

  it("registers a passkey on /account/passkeys, then signs in with it alone", async () => {
    const email = "passkey.person@example.com";
    const context = await newContext();
    const page = await withVirtualAuthenticator(context);
    await page.goto(`${site()}/auth`, { waitUntil: "networkidle" });
    await page.getByLabel("Email for a sign-in link").fill(email);
    const seen = smtp.messages.length;
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    const link = smtp.linkIn(await smtp.waitFor(email, /sign-in link/, { after: seen }));
    await page.goto(link.replace("127.0.0.1", "localhost"), { waitUntil: "networkidle" });

    await page.goto(`${site()}/account`, { waitUntil: "networkidle" });
    await page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Passkeys" }).click();
    await page.getByLabel("Passkey name (optional)").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await toast(page, "Passkey added").waitFor();
    await page.getByRole("button", { name: "Remove Test laptop" }).waitFor();

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL(`${site()}/`);
    await page.getByRole("link", { name: "Sign In", exact: true }).waitFor();

    await page.goto(`${site()}/auth`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(`${site()}/`);
    await page.getByRole("button", { name: `Account menu for ${email}` }).waitFor();
    await context.close();
  });
});
