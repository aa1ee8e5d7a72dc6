import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";
import { A11Y_PAGES } from "./a11y-pages";

/**
 * axe-core over every page of A11Y_PAGES at one viewport. Desktop and phone run
 * as two test files so the two e2e workers share the work.
 */
export function accessibilitySuite(viewport: { name: string; width: number; height: number }) {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe(`accessibility (axe-core, WCAG 2.1 A/AA, ${viewport.name})`, () => {
    it.each(A11Y_PAGES)("$path has no serious or critical violations", async ({ path, ready }) => {
      const page = await browser.newPage({ viewport });
      try {
        await page.goto(server.url + path, { waitUntil: "networkidle" });
        if (ready) await page.waitForSelector(ready);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}
