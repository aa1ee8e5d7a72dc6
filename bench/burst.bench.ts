/**
 * Memory under a burst: 200 concurrent `/search?…` document requests (each a
 * different route and date, so each searches on the server with the offline engine),
 * then the server is left alone for a minute. Prints RSS at idle, the peak (sampled
 * every 100 ms) and after 60 s; goal: back within 20 % of idle. The JS heap after a GC
 * (bench/memory-probe.mjs), before and after, shows what stays: caches and code loaded
 * by the first requests.
 */
import { startServer } from "../tests/support/server";
import { idleRss, judged, rssMb, sleep } from "./measure";
import { type MemoryProbe, probe, probeEnv } from "./memory.bench";
import type { BenchResult } from "./run";

export const title = "Memory under a burst of 200 concurrent /search pages";

const BURST = 200;
const AIRPORTS = ["JFK", "CDG", "LHR", "SFO", "NRT", "SIN", "DXB", "FRA", "MAD", "SYD", "GRU", "BOS", "ZRH", "IST"];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function run(): Promise<BenchResult[]> {
  const server = await startServer({
    env: { ...probeEnv(), USE_DUMMY_DATA: "true", RATE_LIMIT_PER_MINUTE: "100000" },
  });
  try {
    // Idle as in the memory bench: 30 s after start (bench/measure.ts idleRss).
    const { idle } = await idleRss(server.process.pid);
    const idleSplit = await probe(server);

    let peak = idle;
    const sampler = setInterval(() => {
      rssMb(server.process.pid).then(
        (mb) => {
          peak = Math.max(peak, mb);
        },
        () => {},
      );
    }, 100);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const from = AIRPORTS[i % AIRPORTS.length] as string;
        const to = AIRPORTS[(i + 1 + Math.floor(i / AIRPORTS.length)) % AIRPORTS.length] as string;
        const res = await fetch(
          `${server.url}/search?from=${from}&to=${to}&date=${inDays(10 + (i % 90))}&tripType=oneway&adults=1`,
        );
        await res.text();
        return res.status;
      }),
    );
    const burstMs = performance.now() - started;
    await sleep(300);
    clearInterval(sampler);
    const ok = statuses.filter((s) => s === 200).length;

    await sleep(60_000);
    const after = await rssMb(server.process.pid);
    const afterSplit = await probe(server);
    const limit = idle * 1.2;
    const rest = (split: MemoryProbe) => split.rss - split.wasmResident - split.heapTotal;
    return [
      { label: "server RSS at idle (offline engine)", value: `${idle} MB` },
      {
        label: `peak RSS during ${BURST} concurrent /search pages`,
        value: `${peak} MB (${ok}/${BURST} answered 200 in ${(burstMs / 1000).toFixed(1)} s)`,
      },
      {
        label: "RSS 60 s after the burst",
        value: judged(
          `${after} MB (${after >= idle ? "+" : ""}${(((after - idle) / idle) * 100).toFixed(0)} % of idle)`,
          `≤ idle + 20 % = ${limit.toFixed(0)} MB`,
          after <= limit,
        ),
      },
      {
        label: "JS heap used after GC: idle → 60 s after (caches, lazily loaded code)",
        value: `${idleSplit.heapUsed.toFixed(1)} MB → ${afterSplit.heapUsed.toFixed(1)} MB`,
      },
      {
        label: "JS heap reserved: idle → 60 s after",
        value: `${idleSplit.heapTotal.toFixed(1)} MB → ${afterSplit.heapTotal.toFixed(1)} MB`,
      },
      {
        label: "PGlite WASM heap resident: idle → 60 s after",
        value: `${idleSplit.wasmResident.toFixed(1)} MB → ${afterSplit.wasmResident.toFixed(1)} MB`,
      },
      {
        label: "the rest (code, native allocations, buffers): idle → 60 s after",
        value: `${rest(idleSplit).toFixed(1)} MB → ${rest(afterSplit).toFixed(1)} MB`,
      },
    ];
  } finally {
    await server.stop();
  }
}
