/**
 * Search figures (a) and (d):
 * (a) wall time of the two search functions run in parallel vs the slowest provider fake
 *     alone (fakes at 300 ms and 200 ms) as a ratio — goal ≤ 1.05;
 * (d) cached-search requests per second vs a static asset on the same server, as a ratio
 *     (a bounded loop of keep-alive fetches on loopback: 8 in flight, 3 s or 4,000 requests).
 */
import { readdirSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fakeProvidersEnv, startAmadeusFake, startTravelpayoutsFake } from "../tests/fakes/provider-fakes";
import { startServer } from "../tests/support/server";
import type { BenchResult } from "./run";

export const title = "Search functions: parallel providers and cached-search throughput";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function rps(url: string, init?: RequestInit): Promise<number> {
  const deadline = performance.now() + 3000;
  const maxRequests = 4000;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    while (done < maxRequests && performance.now() < deadline) {
      done += 1;
      const res = await fetch(url, init);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return done / ((performance.now() - started) / 1000);
}

export async function run(): Promise<BenchResult[]> {
  const amadeus = await startAmadeusFake({ delayMs: 300 });
  const tp = await startTravelpayoutsFake({ delayMs: 200 });
  // An explicit DATA_DIR: outside Vitest there is no migrated template to copy.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-bench-search-"));
  const server = await startServer({
    dataDir,
    env: {
      ...fakeProvidersEnv(amadeus, tp),
      AMADEUS_QUOTA_FOS: "100000",
      LOG_LEVEL: "info",
    },
  });
  try {
    const base = `${server.url}/functions/v1`;
    const searchBoth = async (date: string) => {
      const started = performance.now();
      const [a, t] = await Promise.all([
        fetch(`${base}/search-amadeus?debug=1`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: 1 }),
        }),
        fetch(`${base}/search-travelpayouts?from=JFK&to=CDG&date=${date}&tripType=oneway&adults=1&debug=1`),
      ]);
      await Promise.all([a.text(), t.text()]);
      if (!a.ok || !t.ok) throw new Error(`search failed: ${a.status} ${t.status}`);
      return performance.now() - started;
    };
    await searchBoth(inDays(20)); // warm-up: token, JIT, database
    const slowest = async () => {
      const started = performance.now();
      const res = await fetch(
        `${amadeus.url}/v2/shopping/flight-offers?originLocationCode=JFK&destinationLocationCode=CDG&departureDate=${inDays(21)}&adults=1&max=50`,
        { headers: { authorization: "Bearer fake-token-1" } },
      );
      await res.text();
      return performance.now() - started;
    };
    const parallel: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < 10; i++) {
      parallel.push(await searchBoth(inDays(30 + i)));
      direct.push(await slowest());
    }
    const ratioA = median(parallel) / median(direct);

    // (d) one cached search vs a static file from build/client.
    const query = `${base}/search-travelpayouts?from=JFK&to=CDG&date=${inDays(30)}&tripType=oneway&adults=1`;
    const asset = readdirSync("build/client/assets").find((f) => /^entry\.client-.*\.js$/.test(f)) ?? "";
    const staticUrl = asset ? `${server.url}/assets/${asset}` : `${server.url}/favicon.ico`;
    const cachedRps = await rps(query);
    const staticRps = await rps(staticUrl, { headers: { "accept-encoding": "identity" } });
    return [
      { label: "(a) both searches in parallel, median of 10 (ms)", value: median(parallel).toFixed(0) },
      { label: "(a) slowest fake alone (300 ms delay), median of 10 (ms)", value: median(direct).toFixed(0) },
      { label: "(a) ratio parallel / slowest (goal ≤ 1.05)", value: ratioA.toFixed(3) },
      { label: "(d) cached search requests/s", value: cachedRps.toFixed(0) },
      { label: `(d) static asset requests/s (${asset ? "the client entry" : "favicon"})`, value: staticRps.toFixed(0) },
      { label: "(d) ratio cached search / static asset", value: (cachedRps / staticRps).toFixed(3) },
    ];
  } finally {
    await server.stop();
    await amadeus.close();
    await tp.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
