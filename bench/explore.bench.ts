/**
 * Explore, one production server on the offline engine:
 * - the first /explore?from=NYC (the destinations priced by the engine, then cached) in ms;
 * - /explore?from=NYC requests/s, asked again (kept in memory for 30 s as a finished search page
 *   is: server/kept-search-pages.ts), as a ratio to a static JS asset's requests/s, autocannon at
 *   16 connections, the two alternating in rounds (as the pages bench measures a guide); and the
 *   same ratio of /deals, for reference (goal: explore at least a quarter of it: it shows 64
 *   destinations and a map where deals shows 12 cards);
 * - the same page rendered per request, as a visitor with a session cookie gets it (markers and
 *   list rendered from the explore service's cached answer), for what a render costs;
 * - the base map's size, drawn once per server and cached by browsers.
 */
import { readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startServer } from "../tests/support/server";
import { alternatingRps, judged, kib } from "./measure";
import type { BenchResult } from "./run";

export const title = "Explore: the cheapest destinations page";

const PAGE = "/explore?from=NYC";

export async function run(): Promise<BenchResult[]> {
  const server = await startServer();
  const results: BenchResult[] = [];
  try {
    const asset = readdirSync("build/client/assets").find((f) => /^entry\.client-.*\.js$/.test(f));
    if (!asset) throw new Error("No client entry in build/client/assets: run `npm run build`.");
    const started = performance.now();
    const first = await fetch(`${server.url}${PAGE}`);
    const html = await first.text();
    const coldMs = performance.now() - started;
    const destinations = html.split('data-testid="explore-destination"').length - 1;
    const map = await (await fetch(`${server.url}/explore-map.svg`)).text();
    results.push(
      {
        label: `first ${PAGE}: ${destinations} destinations priced by the offline engine`,
        value: `${coldMs.toFixed(0)} ms`,
      },
      { label: `${PAGE} HTML (gzip)`, value: kib(gzipSync(html).length) },
      { label: "base map /explore-map.svg (gzip), drawn once per server", value: kib(gzipSync(map).length) },
    );
    const rps = await alternatingRps(`${server.url}${PAGE}`, `${server.url}/assets/${asset}`, {
      connections: 16,
      rounds: 4,
      seconds: 3,
    });
    const rendered = await alternatingRps(`${server.url}${PAGE}`, `${server.url}/assets/${asset}`, {
      connections: 16,
      rounds: 2,
      seconds: 3,
      headersA: { cookie: "fareline.session_token=bench" },
    });
    // Another page for reference: the deals page (12 cards).
    const deals = await alternatingRps(`${server.url}/deals`, `${server.url}/assets/${asset}`, {
      connections: 16,
      rounds: 2,
      seconds: 3,
    });
    results.push(
      { label: `${PAGE} requests/s (cached answer, autocannon, 16 connections)`, value: rps.a.toFixed(0) },
      { label: `static JS asset requests/s (/assets/${asset})`, value: rps.b.toFixed(0) },
      { label: `${PAGE} ÷ static asset requests/s (4 rounds, alternating)`, value: rps.ratio.toFixed(3) },
      {
        label: `${PAGE} rendered per request (a session cookie) ÷ static asset requests/s (2 rounds)`,
        value: rendered.ratio.toFixed(3),
      },
      { label: "/deals ÷ static asset requests/s, for reference (2 rounds)", value: deals.ratio.toFixed(3) },
      {
        label: `${PAGE} ÷ /deals, each against the static asset`,
        value: judged((rps.ratio / deals.ratio).toFixed(2), "≥ 0.25", rps.ratio / deals.ratio >= 0.25),
      },
    );
    const errors = rps.errors + rendered.errors + deals.errors;
    if (errors > 0) results.push({ label: "errors or non-2xx answers during the runs", value: String(errors) });
  } finally {
    await server.stop();
  }
  return results;
}
