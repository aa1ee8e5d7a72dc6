import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * A visitor who reaches the site at another address than PUBLIC_SITE_URL (here localhost, while
 * the server is set up for 127.0.0.1) and signs up is told the site is misconfigured, in the
 * page's language, with and without JavaScript — not "An error occurred during authentication."
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const otherAddress = () => server.url.replace("127.0.0.1", "localhost");

async function signUp(path: string, javaScriptEnabled: boolean, button: string) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${otherAddress()}${path}`, { waitUntil: "networkidle" });
  const submit = page.getByRole("button", { name: button });
  if (javaScriptEnabled) await waitUntilHydrated(submit);
  await page.locator("input[name=email]").fill("someone@example.com");
  await page.locator("input[name=password]").fill("my travel pass");
  await page.locator("input[name=confirm]").fill("my travel pass");
  await submit.click();
  return { page, context };
}

describe("a site opened at an address it is not set up for", () => {
  it("says so on the page when signing up, in English with JavaScript", async () => {
    const { page, context } = await signUp("/auth?mode=signup", true, "Create Account");
    const message = page.getByText("This site is misconfigured:");
    await message.waitFor();
    expect(await message.textContent()).toContain(
      `it was opened at ${otherAddress()}, but it is set up for ${server.url}`,
    );
    expect(await page.getByText("An error occurred during authentication.").count()).toBe(0);
    await context.close();
  });

  it("says so in Dutch on a Dutch page, and without JavaScript", async () => {
    const { page, context } = await signUp("/nl/auth?mode=signup", false, "Account maken");
    await page.getByText("Deze site is verkeerd ingesteld:").waitFor();
    expect(await page.textContent("body")).toContain("PUBLIC_SITE_URL");
    await context.close();
  });
});
