/**
 * Pages, one production server:
 * - `/guides/jfk-to-cdg` requests/s as a ratio to a static JS asset's requests/s, autocannon
 *   at 16 connections, the two alternating in rounds;
 * - gzip JavaScript each page loads in Chromium, and the React Router floor (the manifest
 *   and the client entry with its imports, read from the page's own manifest); a guide
 *   page's figure is what it adds over that floor (its route and the site's shell). Every
 *   page is weighed by the same helper.
 */
import { readdirSync } from "node:fs";
import { launchBrowser } from "../tests/support/browser";
import { CONTENT_OVER_FLOOR_BUDGET, HOME_BUDGET } from "../tests/support/js-budgets";
import { startServer } from "../tests/support/server";
import { alternatingRps, judged, kib, pageScripts, runtimeGzip, totalGzip } from "./measure";
import type { BenchResult } from "./run";

export const title = "Pages: guide throughput and JavaScript weight";

const GUIDE = "/guides/jfk-to-cdg";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function run(): Promise<BenchResult[]> {
  // The build's site URL and alert schedule, so the prerendered guide is served as a file, as in production.
  const [server, browser] = await Promise.all([startServer({ env: { USE_DUMMY_DATA: "true" } }), launchBrowser()]);
  const results: BenchResult[] = [];
  try {
    // The client entry: the static JS file every page loads first.
    const asset = readdirSync("build/client/assets").find((f) => /^entry\.client-.*\.js$/.test(f));
    if (!asset) throw new Error("No client entry in build/client/assets: run `npm run build`.");
    const rps = await alternatingRps(`${server.url}${GUIDE}`, `${server.url}/assets/${asset}`, {
      connections: 16,
      rounds: 4,
      seconds: 3,
    });
    results.push(
      { label: `${GUIDE} requests/s (autocannon, 16 connections)`, value: rps.a.toFixed(0) },
      { label: `static JS asset requests/s (/assets/${asset})`, value: rps.b.toFixed(0) },
      {
        label: `${GUIDE} ÷ static asset requests/s (4 rounds, alternating)`,
        value: judged(rps.ratio.toFixed(2), "≥ 0.8", rps.ratio >= 0.8),
      },
    );
    if (rps.errors > 0) results.push({ label: "errors or non-2xx answers during the runs", value: String(rps.errors) });

    const home = await pageScripts(browser, server.url, "/");
    const floor = runtimeGzip(home);
    const homeJs = totalGzip(home);
    results.push(
      { label: "React Router floor: manifest + client entry and its imports (gzip)", value: kib(floor) },
      {
        label: `gzip JS loaded by / (${home.gzipByPath.size} files)`,
        value: judged(kib(homeJs), `≤ ${kib(HOME_BUDGET)}`, homeJs <= HOME_BUDGET),
      },
    );
    const search = await pageScripts(
      browser,
      server.url,
      `/search?from=JFK&to=CDG&date=${inDays(30)}&tripType=oneway&adults=1`,
    );
    results.push({
      label: `gzip JS loaded by /search?… (${search.gzipByPath.size} files)`,
      value: kib(totalGzip(search)),
    });
    for (const path of ["/guides", GUIDE]) {
      const page = await pageScripts(browser, server.url, path);
      const added = totalGzip(page) - runtimeGzip(page);
      results.push(
        { label: `gzip JS loaded by ${path} (${page.gzipByPath.size} files)`, value: kib(totalGzip(page)) },
        {
          label: `gzip JS ${path} adds over the floor`,
          value: judged(kib(added), `≤ ${kib(CONTENT_OVER_FLOOR_BUDGET)}`, added <= CONTENT_OVER_FLOOR_BUDGET),
        },
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}
