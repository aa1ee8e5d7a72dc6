/**
 * Lighthouse mobile (its default: emulated phone, simulated slow 4G and CPU) on `/`,
 * `/search?…` (offline engine) and `/guides/jfk-to-cdg`, in English and in Dutch (`/nl/…`), with Debian's Chromium on
 * loopback. Goals: performance ≥ 98, accessibility, best practices and SEO 100 (SEO on
 * /search excepted: it is noindex on purpose). When Lighthouse cannot run, says why.
 *
 * Beside them, a control: a page of a heading and a sentence, no script, no stylesheet, from a
 * bare Node server. Its blocking time is what this machine's Chromium costs before any page of
 * ours (on a quiet machine 0 ms, score 100); when it is not, every figure below carries that much.
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { startServer } from "../tests/support/server";
import { judged } from "./measure";
import type { BenchResult } from "./run";

export const title = "Lighthouse mobile";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

/**
 * One Lighthouse run of a page. A run that fails to record the page (Lighthouse's NO_NAVSTART and
 * the like, which it says to answer by running again) is repeated, at most three runs in all.
 */
async function audit(url: string, port: number): Promise<Result | undefined> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { port, output: "json", logLevel: "error" }))?.lhr;
    if (!lhr?.runtimeError || attempt === 3) return lhr;
  }
}

const RUNS = 3;

/** The run with the median performance score of three (a run that failed counts as the lowest). */
async function medianAudit(url: string, port: number): Promise<Result | undefined> {
  const runs: (Result | undefined)[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port));
  const score = (lhr: Result | undefined) =>
    lhr && !lhr.runtimeError ? (lhr.categories.performance?.score ?? -1) : -2;
  return runs.sort((a, b) => score(a) - score(b))[Math.floor(RUNS / 2)];
}

const CONTROL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<meta name="description" content="A control page."><title>Control</title></head>' +
  "<body><h1>Control</h1><p>A page with nothing to run.</p></body></html>";

async function controlServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(CONTROL_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** The control's row: its score, its blocking time and Lighthouse's reading of the CPU. */
async function controlResult(port: number): Promise<BenchResult> {
  const control = await controlServer();
  try {
    const lhr = await medianAudit(control.url, port);
    const label = "Lighthouse control (a page with nothing to run: this machine's floor)";
    if (!lhr || lhr.runtimeError) return { label, value: `not measured: ${lhr?.runtimeError?.message ?? "no report"}` };
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const tbt = lhr.audits["total-blocking-time"]?.displayValue ?? "?";
    return { label, value: `performance ${score}, TBT ${tbt}, CPU benchmark index ${lhr.environment.benchmarkIndex}` };
  } finally {
    control.server.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  if (!existsSync(CHROMIUM)) {
    return [{ label: "Lighthouse", value: `not run: no Chromium at ${CHROMIUM} (set CHROME_PATH)` }];
  }
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
    });
  } catch (error) {
    return [{ label: "Lighthouse", value: `not run: Chromium did not start (${(error as Error).message})` }];
  }
  const server = await startServer({ env: { USE_DUMMY_DATA: "true" } });
  const results: BenchResult[] = [];
  try {
    results.push(await controlResult(chrome.port));
    const english = ["/", `/search?from=JFK&to=CDG&date=${inDays(30)}&tripType=oneway&adults=1`, "/guides/jfk-to-cdg"];
    const pages = [...english, ...english.map((page) => (page === "/" ? "/nl" : `/nl${page}`))];
    for (const page of pages) {
      const label = page.replace(/\?.*/, "?…");
      const lhr = await medianAudit(`${server.url}${page}`, chrome.port);
      if (!lhr || lhr.runtimeError) {
        results.push({
          label: `Lighthouse ${label}`,
          value: `not measured: ${lhr?.runtimeError?.message ?? "no report"}`,
        });
        continue;
      }
      // The performance score's five inputs, as Lighthouse shows them.
      results.push({
        label: `Lighthouse ${label} FCP / LCP / TBT / CLS / Speed Index (median of ${RUNS} runs)`,
        value: METRICS.map((id) => lhr.audits[id]?.displayValue ?? "?").join(" / "),
      });
      for (const id of CATEGORIES) {
        const score = lhr.categories[id]?.score;
        if (score === null || score === undefined) {
          results.push({ label: `Lighthouse ${label} ${id}`, value: "no score (see the report's warnings)" });
          continue;
        }
        const points = Math.round(score * 100);
        const goal = id === "performance" ? 98 : 100;
        results.push({
          label: `Lighthouse ${label} ${id}`,
          value:
            id === "seo" && label.endsWith("/search?…")
              ? `${points} (no goal: /search is noindex)`
              : judged(String(points), `≥ ${goal}`, points >= goal),
        });
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return results;
}
