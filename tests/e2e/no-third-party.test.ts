import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser } from "../support/browser";
import { publicPages } from "../support/public-pages";
import { type RunningServer, startServer } from "../support/server";

/**
 * No public page makes the visitor's browser ask another site for anything (a logo, a font, an
 * analytics call): every request of every public page, English and Dutch, up to hydration and the
 * requests that follow it, goes to the site's own origin. Requests elsewhere are recorded and
 * refused, so the test never depends on the network.
 */
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { USE_DUMMY_DATA: "true" } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Pages opened side by side: enough to be quick, few enough for two cores. */
const AT_ONCE = 3;

describe("no third-party requests", () => {
  it("every public page asks only the site itself", { timeout: 300_000 }, async () => {
    const origin = new URL(server.url).origin;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const elsewhere: string[] = [];
    await context.route(
      (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
      (route) => {
        elsewhere.push(`${route.request().frame().url()} → ${route.request().url()}`);
        return route.abort();
      },
    );
    const pages = publicPages();
    const queue = [...pages];
    const opened: string[] = [];
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await page.goto(server.url + path, { waitUntil: "load" });
          // Hydration starts after the first paint; what it loads and asks for counts too.
          expect(await hydrated(page), path).toBe("object");
          // On a loaded two-core machine three pages hydrating side by side can keep the network
          // busy past Playwright's 30 s default; a page that never settles still fails, by name.
          await page
            .waitForLoadState("networkidle", { timeout: 90_000 })
            .catch((error: Error) => Promise.reject(new Error(`${path} never went quiet: ${error.message}`)));
          opened.push(path);
        }
        await page.close();
      }),
    );
    await context.close();
    expect(elsewhere).toEqual([]);
    expect(opened.length).toBe(pages.length);
  });
});
