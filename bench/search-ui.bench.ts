/**
 * Search UI speed: time from pressing "Search Flights" on the home page to
 * the first result card in Chromium with the offline engine (median of 10 runs, each
 * a different date so no run is served from the search cache). The JavaScript each page
 * loads is weighed in content.bench.ts.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { launchBrowser } from "../tests/support/browser";
import { startServer } from "../tests/support/server";

export const title = "Search UI (Chromium, offline engine)";

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export async function run() {
  // An explicit DATA_DIR: outside Vitest there is no migrated template to copy.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-bench-ui-"));
  const [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
  try {
    const times: number[] = [];
    for (let i = 0; i < 11; i++) {
      const page = await browser.newPage();
      await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
      await page.locator("form[data-hydrated=true]").waitFor();
      await page.getByTestId("from-0").fill("JFK");
      await page.getByTestId("to-0").fill("CDG");
      await page.getByTestId("date-0").fill(ymd(20 + i));
      await page.evaluate(() => {
        const w = window as unknown as { __t0?: number; __t1?: Promise<number> };
        document.querySelector("form")?.addEventListener(
          "submit",
          () => {
            w.__t0 = performance.now();
          },
          { capture: true },
        );
        w.__t1 = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector("[data-testid=offer-card]")) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
      });
      await page.getByRole("button", { name: "Search Flights" }).click();
      const ms = await page.evaluate(async () => {
        const w = window as unknown as { __t0?: number; __t1?: Promise<number> };
        const t1 = await w.__t1;
        return (t1 ?? 0) - (w.__t0 ?? 0);
      });
      // The first run warms the route chunks; it is not counted.
      if (i > 0) times.push(ms);
      await page.close();
    }

    return [
      { label: "submit → first result card, median of 10 (ms)", value: median(times).toFixed(0) },
      {
        label: "submit → first result card, min / max (ms)",
        value: `${Math.min(...times).toFixed(0)} / ${Math.max(...times).toFixed(0)}`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
