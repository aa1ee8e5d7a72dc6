import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, totpCode } from "../support/accounts";
import { adminSession } from "../support/admin-console";
import { seriousViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { findFreePort, type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

/**
 * An operator's day in Chromium: the first change without a token offers one in place and goes
 * on; the Developer Panel shows the token's expiry and last use; a traveller's contact message
 * reaches the SMTP peer and the Inbox tab and is answered from there; an alert is found, paused
 * and checked from the Alerts tab; Sign Out leaves nothing in the browser's storage.
 */
const ADMIN = "ops-browser@example.com";
const PASSWORD = "operator password 1";
const TOKEN_KEY = "fareline.adminToken";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let server: RunningServer;
let browser: Browser;
let smtp: SmtpPeer;
let dataDir: string;
let totpUri = "";
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-e2e-operator-"));
  const env = { DATA_DIR: dataDir, AUTH_SECRET: "z".repeat(40) };
  await createAdminAccount(env, ADMIN, PASSWORD);
  const port = await findFreePort();
  [server, browser] = await Promise.all([
    startServer({
      dataDir,
      env: {
        ...env,
        PORT: String(port),
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
        USE_DUMMY_DATA: "true",
      },
    }),
    launchBrowser(),
  ]);
  let session: Awaited<ReturnType<typeof adminSession>>["session"];
  ({ totpUri, session } = await adminSession(server.url, ADMIN, PASSWORD));
  // An alert to look after: the admin tracks their own address while signed in, so it starts active.
  const made = await session.request("/alerts", {
    form: { intent: "create", email: ADMIN, origin: "JFK", destination: "LAX", departDate: inDays(40) },
  });
  expect(made.status).toBe(200);
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": "10.78.0.1" },
  });
  page = await context.newPage();
  await page.goto(`${server.url}/admin-auth?redirectTo=%2Fadmin%3Ftab%3Dbackups`, { waitUntil: "networkidle" });
  await page.getByLabel("Email address").fill(ADMIN);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In with Password" }).click();
  await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
  await page.getByLabel("6-digit code from your authenticator app").fill(totpCode(totpUri));
  await page.getByRole("button", { name: "Verify code" }).click();
  await page.getByRole("heading", { level: 2, name: "Backups" }).waitFor();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const status = (text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
const storedToken = () => page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);

describe("an operator's day in the console", () => {
  it("with no token, Run backup offers one in place; one click creates it, shows it once, and the backup runs", async () => {
    await page.reload({ waitUntil: "networkidle" });
    expect(await storedToken()).toBeNull();
    await page.getByRole("button", { name: "Run backup" }).click();
    const prompt = page.getByRole("dialog", { name: "Admin token required" });
    await prompt.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await prompt.getByRole("button", { name: "Create token and continue" }).click();
    const created = page.getByRole("dialog", { name: "Token created and saved in this browser" });
    await created.waitFor();
    const shown = await created.getByTestId("prompt-token").textContent();
    expect(shown).toMatch(/^flt_/);
    expect(await storedToken()).toBe(shown);
    await created.getByRole("button", { name: "Done" }).click();
    const row = page.getByTestId("backup-row").first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/manual.*completed/);

    // The Developer Panel lists it with its expiry (30 days), last use and the address that used it.
    await page.getByRole("button", { name: "Developer Panel" }).click();
    const token = page.getByTestId("token-row").first();
    await token.waitFor();
    const text = (await token.textContent()) ?? "";
    expect(text).toContain("Browser token");
    expect(text).toContain("10.78.0.1");
    expect(text).not.toContain("never");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("a traveller's message reaches the SMTP peer and the Inbox tab, and is answered from there", async () => {
    const traveller = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.78.0.2" } });
    const contact = await traveller.newPage();
    await contact.goto(`${server.url}/contact`, { waitUntil: "networkidle" });
    await contact.getByLabel("Name").fill("Ann Traveller");
    await contact.getByLabel("Email").fill("ann@example.org");
    await contact.getByLabel("Subject").fill("Lost my booking e-mail");
    await contact.getByLabel("Message").fill("Which partner did I book with?");
    await contact.getByRole("button", { name: "Send message" }).click();
    await contact.getByText("Thanks, your message has reached our support team.").waitFor();
    await traveller.close();
    const forwarded = await smtp.waitFor(`support@127.0.0.1`, /Lost my booking e-mail/);
    expect(forwarded.replyTo?.value[0]?.address).toBe("ann@example.org");

    await page.goto(`${server.url}/admin?tab=inbox`, { waitUntil: "networkidle" });
    const message = page.getByTestId("inbox-message").filter({ hasText: "Lost my booking e-mail" });
    await message.getByText("Which partner did I book with?").waitFor();
    expect(await message.textContent()).toContain("new");
    await message.getByLabel("Reply to ann@example.org").fill("It was Kiwi.com: search your inbox for 'Kiwi'.");
    const seen = smtp.messages.length;
    await message.getByRole("button", { name: "Send reply" }).click();
    const reply = await smtp.waitFor("ann@example.org", /^Re: Lost my booking e-mail$/, { after: seen });
    expect(reply.text).toContain("It was Kiwi.com");
    await message.getByText("Answered by ops-browser@example.com").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("finds an alert by route, pauses it and checks it now from the Alerts tab", async () => {
    await page.goto(`${server.url}/admin?tab=alerts`, { waitUntil: "networkidle" });
    await page.getByLabel("Find by e-mail or route (JFK-CDG)").fill("JFK-LAX");
    await page.getByRole("button", { name: "Find alerts" }).click();
    await page.waitForURL(/q=JFK-LAX/);
    const row = page.getByTestId("alert-row");
    expect(await row.count()).toBe(1);
    await row.getByRole("button", { name: /^Pause alert/ }).click();
    await status(/Alert \d+ paused/).waitFor();
    await row.getByRole("cell", { name: "paused", exact: true }).waitFor();
    await row.getByRole("button", { name: /^Check now alert/ }).click();
    await status(/Checked: \$[\d,.]+ from sample data; no e-mail/).waitFor();
    await row.getByRole("link", { name: /^Details of alert/ }).click();
    await page.getByTestId("alert-prices").getByRole("row").nth(1).waitFor();
    await page.getByText("No price-drop e-mails sent.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("Sign Out leaves no token in the browser's storage", async () => {
    await page.goto(`${server.url}/admin`, { waitUntil: "networkidle" });
    expect(await storedToken()).toMatch(/^flt_/);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await storedToken()).toBeNull();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });
});
