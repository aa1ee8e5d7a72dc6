/**
 * Measuring helpers shared by the benches: RSS from /proc, a figure judged against
 * its goal, gzip JavaScript a page loads in Chromium, and requests/s of two URLs
 * measured in alternating rounds with autocannon.
 */
import fs from "node:fs/promises";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import type { Browser } from "playwright-core";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process, in MB, read from /proc. */
export async function rssMb(pid: number | undefined): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
  return Math.round(kb / 1024);
}

/** When RSS is read after start: early, and at idle once V8's memory reducer has run. */
export const EARLY_MS = 5000;
export const IDLE_MS = 30_000;

export interface IdleRss {
  early: number;
  idle: number;
}

/**
 * RSS 5 s after start and at idle, 30 s after start: V8's memory reducer runs once a process
 * stops allocating (after ~8 s and more) and gives back the young generation and the pages
 * start-up filled with garbage.
 */
export async function idleRss(pid: number | undefined): Promise<IdleRss> {
  await sleep(EARLY_MS);
  const early = await rssMb(pid);
  await sleep(IDLE_MS - EARLY_MS);
  return { early, idle: await rssMb(pid) };
}

/** A figure's printed value: what was measured, the goal, and whether it meets it. */
export function judged(value: string, goal: string, met: boolean): string {
  return `${value}  (goal ${goal}: ${met ? "PASS" : "FAIL"})`;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface PageScripts {
  /** Pathname → gzip bytes (level 9) of every JavaScript response from the server. */
  gzipByPath: Map<string, number>;
  /**
   * The React Router floor, what a bare page of any React Router app loads: the manifest and the
   * client entry with its imports (React, React DOM, the router). The root route is the site's own
   * shell, so it counts as what a page adds (as in tests/integration/js-budget.test.ts).
   */
  runtimePaths: Set<string>;
}

/**
 * Loads a page in a fresh Chromium context and gzips every JavaScript response it
 * receives from `origin`, so every page is weighed the same way whatever the server's
 * compression does.
 */
export async function pageScripts(browser: Browser, origin: string, path: string): Promise<PageScripts> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (response.url().startsWith(origin) && type.includes("javascript")) {
        bodies.set(new URL(response.url()).pathname, response.body());
      }
    });
    await page.goto(origin + path, { waitUntil: "networkidle" });
    const runtime = await page.evaluate(() => {
      const manifest = (
        window as unknown as {
          __reactRouterManifest: {
            url: string;
            entry: { module: string; imports: string[] };
          };
        }
      ).__reactRouterManifest;
      const { entry, url } = manifest;
      return [url, entry.module, ...entry.imports];
    });
    const gzipByPath = new Map<string, number>();
    for (const [pathname, body] of bodies) gzipByPath.set(pathname, gzipSync(await body, { level: 9 }).length);
    return { gzipByPath, runtimePaths: new Set(runtime) };
  } finally {
    await context.close();
  }
}

export const totalGzip = (scripts: PageScripts) => [...scripts.gzipByPath.values()].reduce((a, b) => a + b, 0);

/** Gzip bytes of the React Router floor (manifest + entry chunks) among what the page loaded. */
export const runtimeGzip = (scripts: PageScripts) =>
  [...scripts.gzipByPath].filter(([p]) => scripts.runtimePaths.has(p)).reduce((sum, [, bytes]) => sum + bytes, 0);

export interface RpsPair {
  a: number;
  b: number;
  ratio: number;
  errors: number;
}

/**
 * Requests/s of two URLs on the same server with autocannon, alternating A and B in
 * `rounds` rounds of `seconds` each, so both see the same machine load; each side's
 * figure is its total requests over its total time. `headersA` go with A's requests only (a
 * signed-in visitor's cookie).
 */
export async function alternatingRps(
  a: string,
  b: string,
  options: { connections: number; rounds: number; seconds: number; headersA?: Record<string, string> },
): Promise<RpsPair> {
  const totals = { a: { requests: 0, seconds: 0 }, b: { requests: 0, seconds: 0 } };
  let errors = 0;
  const once = async (url: string, headers: Record<string, string> = {}) => {
    const result = await autocannon({
      url,
      connections: options.connections,
      duration: options.seconds,
      // Uncompressed: the figure is the server's work per request, not zlib's (on-the-fly
      // gzip of a 200 KB asset would otherwise be most of the static side's cost).
      headers: { "accept-encoding": "identity", ...headers },
    });
    errors += result.errors + result.non2xx;
    return { requests: result.requests.total, seconds: result.duration };
  };
  // Warm-up (JIT, caches), not counted.
  await once(a, options.headersA);
  await once(b);
  for (let round = 0; round < options.rounds; round++) {
    // A B, then B A: neither side always runs right after the other.
    const order = [
      ["a", a],
      ["b", b],
    ] as const;
    for (const [side, url] of round % 2 ? [...order].reverse() : order) {
      const { requests, seconds } = await once(url, side === "a" ? options.headersA : undefined);
      totals[side].requests += requests;
      totals[side].seconds += seconds;
    }
  }
  const rpsA = totals.a.requests / totals.a.seconds;
  const rpsB = totals.b.requests / totals.b.seconds;
  return { a: rpsA, b: rpsB, ratio: rpsA / rpsB, errors };
}
