import { describe, expect, it } from "vitest";
import { hydrated } from "../support/browser";
import { serverAndBrowser } from "../support/server-and-browser";

/**
 * Hydration waits for the page (app/services/http/hydrate-after-paint.ts): no script is fetched
 * before the first contentful paint, and the hydration module starts only once the whole page is
 * parsed. Checked on a phone-sized page with the CPU slowed 4×, where parsing takes long enough
 * for the order to show.
 */
const app = serverAndBrowser();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Runs in the page first: notes when the hydration module gets its type back. No named function: tsx would wrap it. */
function watchModuleStart() {
  const w = window as unknown as { __moduleAt?: number };
  new MutationObserver((records, observer) => {
    if (records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLScriptElement && n.type === "module"))) {
      w.__moduleAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

describe("hydration after the first paint", () => {
  for (const path of ["/", `/search?from=JFK&to=CDG&date=${inDays(30)}&tripType=oneway&adults=1`]) {
    it(`${path.replace(/\?.*/, "?…")}: scripts are fetched after the first contentful paint, run after the parse`, async () => {
      const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.addInitScript(watchModuleStart);
        await page.goto(app.server.url + path);
        await hydrated(page);
        const timing = await page.evaluate(() => {
          const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => entry.name.endsWith(".js"))
            .map((entry) => entry.startTime);
          return {
            fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
            parsed: nav.domContentLoadedEventStart,
            firstScript: Math.min(...scripts),
            scripts: scripts.length,
            moduleAt: (window as unknown as { __moduleAt?: number }).__moduleAt ?? Number.NaN,
          };
        });
        expect(timing.scripts).toBeGreaterThan(3);
        expect(timing.firstScript).toBeGreaterThanOrEqual(timing.fcp);
        expect(timing.moduleAt).toBeGreaterThanOrEqual(timing.parsed);
      } finally {
        await context.close();
      }
    });
  }
});
