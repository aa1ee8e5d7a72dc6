import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInBrowser } from "../support/accounts";
import { publicPages } from "../support/public-pages";
import { serverAndBrowser } from "../support/server-and-browser";
import { signedInSession } from "../support/signed-in";

// The narrowest phone in use (320 px, an iPhone SE of the first generation): no public page, in
// English or in Dutch (whose words run longer: "Gebruiksvoorwaarden"), is wider than the screen.
const app = serverAndBrowser();

/** The pages among `paths` wider than a 320 px screen, with their width, in a browser context. */
async function widerThanThePhone(context: BrowserContext, paths: readonly string[]): Promise<string[]> {
  const page = await context.newPage();
  const wider: string[] = [];
  for (const path of paths) {
    await page.goto(app.server.url + path, { waitUntil: "load" });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wider.push(`${path}: ${width} px`);
  }
  return wider;
}

const PHONE = { viewport: { width: 320, height: 640 } };

describe("on a 320 px phone", () => {
  it("no public page scrolls sideways", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      expect(await widerThanThePhone(context, publicPages())).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it("no page of a signed-in traveller scrolls sideways: the account's parts and the alerts", async () => {
    const { email, password } = await signedInSession(app.server);
    const context = await app.browser.newContext(PHONE);
    try {
      await signInBrowser(context, app.server.url, email, password);
      // Signed in indeed: the account page is theirs, not the sign-in form it sends others to.
      const account = await context.newPage();
      await account.goto(`${app.server.url}/account`);
      expect(new URL(account.url()).pathname).toBe("/account");
      await account.locator("main").getByText(email).first().waitFor();
      const paths = ["", "/two-factor", "/passkeys", "/password", "/devices"].map((part) => `/account${part}`);
      const all = [...paths, "/alerts", "/alerts/notifications"].flatMap((path) => [path, `/nl${path}`]);
      expect(await widerThanThePhone(context, all)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
