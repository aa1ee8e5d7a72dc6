import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODULE_AFTER_PAINT, PRELOAD_AFTER_PAINT } from "../../app/services/http/hydrate-after-paint";
import { sharedPagePaths } from "../../app/services/prerender/shared-paths.server";
import { CONTENT_OVER_FLOOR_BUDGET, HOME_BUDGET, KB } from "../support/js-budgets";
import { type RunningServer, startServer } from "../support/server";

/**
 * The page JavaScript budget, checked on the production build: / at most 150 KB gzipped, a content
 * page at most 15 KB over React Router's own floor, so first visits on a phone stay fast. A page's
 * JavaScript is every script its HTML references (the inline module script's imports and the
 * modulepreload links) plus their static imports, each gzipped on its own as the server sends it
 * (KB = 1024 bytes). Chunks fetched later by a dynamic import (sonner, the airline table) do not
 * count: they load on first use, not for first paint.
 *
 * The floor is what any React Router page loads before route code: the client entry and its
 * static imports (React, React DOM, the router; the route manifest is inline in the HTML). A bare
 * React Router page ships about the same (~110 KB). A content page's cost is its total minus the floor.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const gzipped = new Map<string, number>();

/** gzip size of one script, remembering its static imports in `found`. */
async function visit(url: string, found: Set<string>): Promise<void> {
  if (found.has(url)) return;
  found.add(url);
  const response = await fetch(server.url + url);
  expect(response.status, url).toBe(200);
  const code = Buffer.from(await response.arrayBuffer());
  gzipped.set(url, gzipSync(code).length);
  // Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import(…)`.
  for (const match of code
    .toString("utf8")
    .matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
    await visit(new URL(match[1] as string, server.url + url).pathname, found);
  }
}

/**
 * The scripts an HTML page starts: modulepreload links, script sources, and the imports of its
 * inline module script (`import * as route0 from "…"`, `import("…")`), counting the preloads and
 * the module that start after the first paint (decision 180). The inline script also holds React
 * Router's route manifest as data, whose module paths load nothing by themselves.
 */
const PRELOAD_OR_SOURCE = new RegExp(
  `<(?:link rel="(?:modulepreload|${PRELOAD_AFTER_PAINT})" href|script[^>]*\\bsrc)="([^"]+\\.js)"`,
  "g",
);
const INLINE_MODULE = new RegExp(`<script[^>]*type="(?:module|${MODULE_AFTER_PAINT})"[^>]*>([\\s\\S]*?)</script>`, "g");

function startedScripts(html: string): string[] {
  const urls = [...html.matchAll(PRELOAD_OR_SOURCE)].map((m) => m[1]);
  for (const [, code] of html.matchAll(INLINE_MODULE)) {
    for (const m of (code ?? "").matchAll(/\bimport(?:\s*\*\s*as\s+\w+\s+from\s*|\s*\(\s*)"([^"]+\.js)"/g))
      urls.push(m[1]);
  }
  return urls.filter((url): url is string => url !== undefined);
}

async function closure(urls: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const url of urls) await visit(url, found);
  return found;
}

/** Everything `path`'s HTML makes the browser load as JavaScript, with the scripts listed for failures. */
async function pageScripts(path: string) {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  const started = startedScripts(await response.text());
  const all = await closure(started);
  // The floor: React Router's client entry (its name is React Router's) and its static imports.
  const floor = await closure(started.filter((url) => /\/entry\.client-[^/]+\.js$/.test(url)));
  expect(floor.size).toBeGreaterThan(0);
  const total = (urls: Set<string>) => [...urls].reduce((sum, url) => sum + (gzipped.get(url) ?? 0), 0);
  const listing = [...all]
    .map((url) => `${url} ${((gzipped.get(url) ?? 0) / KB).toFixed(1)} KB${floor.has(url) ? " (floor)" : ""}`)
    .join("\n");
  return { all, floor, total: total(all), floorTotal: total(floor), listing };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe("JavaScript budget", () => {
  it("the home page loads at most 150 KB of gzipped JavaScript", async () => {
    const home = await pageScripts("/");
    expect(home.total, `/ loads ${kb(home.total)}:\n${home.listing}`).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it("every shared content page (guides, tools, help, legal…) adds at most 15 KB over the floor", async () => {
    // The home, deals and alerts pages are shared too, but carry the search form, partner links or
    // the alert form (on the search's place combobox): the home page's budget above.
    const paths = sharedPagePaths().filter((path) => !/^(?:\/nl)?(?:\/|\/flights|\/deals|\/alerts)?$/.test(path));
    expect(paths).toEqual(expect.arrayContaining(["/guides", "/guides/jfk-to-cdg", "/tools", "/contact", "/faq"]));
    for (const path of paths) {
      const page = await pageScripts(path);
      for (const url of page.floor) expect(page.all.has(url)).toBe(true);
      const added = page.total - page.floorTotal;
      expect(
        added,
        `${path} adds ${kb(added)} over a ${kb(page.floorTotal)} floor:\n${page.listing}`,
      ).toBeLessThanOrEqual(CONTENT_OVER_FLOOR_BUDGET);
    }
  });

  it("public pages load no admin, account or sign-in code", async () => {
    for (const path of ["/", "/guides/jfk-to-cdg"]) {
      const { all } = await pageScripts(path);
      expect([...all].filter((url) => /\/assets\/(?:admin|account|auth|passkey)[-.]/.test(url))).toEqual([]);
    }
  });
});
