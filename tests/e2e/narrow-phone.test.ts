import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { publicPages } from "../support/public-pages";
import { type RunningServer, startServer } from "../support/server";

// The narrowest phone in use (320 px, an iPhone SE of the first generation): no public page, in
// English or in Dutch (whose words run longer: "Gebruiksvoorwaarden"), is wider than the screen.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("every public page on a 320 px phone", () => {
  it("fits the screen's width: nothing makes the page scroll sideways", async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const wider: string[] = [];
    try {
      for (const path of publicPages()) {
        await page.goto(server.url + path, { waitUntil: "load" });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wider.push(`${path}: ${width} px`);
      }
    } finally {
      await context.close();
    }
    expect(wider).toEqual([]);
  }, 300_000);
});
