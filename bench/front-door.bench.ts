/**
 * The front door, every figure side by side in one run, on one production server whose
 * PUBLIC_SITE_URL is not the address any build was made for (the shared pages are rendered by
 * the server for its own address): requests/s of each page or search answer as a ratio of a
 * static asset's (autocannon, 8 connections, the two alternating in rounds, uncompressed), the
 * Nu Html Checker's errors over every public page (English and Dutch), and the requests those
 * pages make to other hosts in Chromium.
 */
import { readdirSync } from "node:fs";
import { launchBrowser } from "../tests/support/browser";
import { dealsPriced } from "../tests/support/deals";
import { checkPages } from "../tests/support/html-checker";
import { publicPages } from "../tests/support/public-pages";
import { type RunningServer, startServer } from "../tests/support/server";
import { signedInCookie } from "../tests/support/signed-in";
import { alternatingRps, judged } from "./measure";
import type { BenchResult } from "./run";

export const title = "Front door: pages and searches vs a static asset, valid HTML, third parties";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Not the address of any build: shared pages must still come from memory. */
const SITE_URL = "http://fareline-bench.example";

async function thirdPartyRequests(server: RunningServer, pages: string[]): Promise<string[]> {
  const browser = await launchBrowser();
  try {
    const origin = new URL(server.url).origin;
    const context = await browser.newContext();
    const elsewhere: string[] = [];
    await context.route(
      (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort();
      },
    );
    const queue = [...pages];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        const page = await context.newPage();
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          await page.goto(server.url + next, { waitUntil: "load" });
          await page.waitForFunction(() => "__reactRouterRouteModules" in window, undefined, { timeout: 10_000 });
          await page.waitForLoadState("networkidle");
        }
        await page.close();
      }),
    );
    return elsewhere;
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const server = await startServer({ env: { PUBLIC_SITE_URL: SITE_URL } });
  const results: BenchResult[] = [];
  try {
    await dealsPriced(server.url);
    const asset = readdirSync("build/client/assets").find((f) => /^entry\.client-.*\.js$/.test(f));
    if (!asset) throw new Error("No client entry in build/client/assets: run `npm run build`.");
    const staticUrl = `${server.url}/assets/${asset}`;
    const date = inDays(30);
    const oneWay = `from=JFK&to=CDG&date=${date}&tripType=oneway&adults=1`;
    // A signed-in person's pages: rendered for them once, then kept for their session while nothing on them changed.
    const signedIn = { cookie: await signedInCookie(server, SITE_URL) };
    const figures: { label: string; path: string; goal: number; headers?: Record<string, string> }[] = [
      { label: "/ (home)", path: "/", goal: 0.8 },
      { label: "/deals", path: "/deals", goal: 0.8 },
      { label: `a guide at another PUBLIC_SITE_URL (${SITE_URL})`, path: "/guides/jfk-to-cdg", goal: 0.8 },
      { label: "/nl (Dutch home)", path: "/nl", goal: 0.8 },
      { label: "/search?… again (offline engine)", path: `/search?${oneWay}`, goal: 0.3 },
      { label: "/alerts signed out", path: "/alerts", goal: 0.3 },
      { label: "/account signed out (its answer: a redirect to sign in)", path: "/account", goal: 0.3 },
      { label: "/alerts signed in (kept for their session)", path: "/alerts", goal: 0.3, headers: signedIn },
      { label: "/account signed in (kept for their session)", path: "/account", goal: 0.3, headers: signedIn },
      {
        label: "/ signed in (their account menu and bell; kept for their session)",
        path: "/",
        goal: 0.3,
        headers: signedIn,
      },
      { label: "/guides?category=Airports", path: "/guides?category=Airports", goal: 0.3 },
      {
        label: "GET search-travelpayouts again (offline engine)",
        path: `/functions/v1/search-travelpayouts?${oneWay}`,
        goal: 0.8,
      },
    ];
    for (const { label, path: page, goal, headers } of figures) {
      const rps = await alternatingRps(`${server.url}${page}`, staticUrl, {
        connections: 8,
        rounds: 2,
        seconds: 2,
        headersA: headers,
      });
      results.push({
        label: `${label} ÷ static asset`,
        value: `${judged(rps.ratio.toFixed(2), `≥ ${goal}`, rps.ratio >= goal)}  (${rps.a.toFixed(0)} vs ${rps.b.toFixed(0)} req/s${rps.errors ? `, ${rps.errors} errors/non-2xx` : ""})`,
      });
    }
    const pages = publicPages();
    const errors = (await checkPages(server.url, pages)).length;
    results.push({
      label: `Nu Html Checker errors over ${pages.length} public pages (en + nl)`,
      value: judged(String(errors), "0", errors === 0),
    });
    const elsewhere = await thirdPartyRequests(server, pages);
    results.push({
      label: `requests to other hosts from ${pages.length} public pages (Chromium)`,
      value:
        judged(String(elsewhere.length), "0", elsewhere.length === 0) +
        (elsewhere.length ? ` ${elsewhere.slice(0, 3).join(" ")}` : ""),
    });
  } finally {
    await server.stop();
  }
  return results;
}
