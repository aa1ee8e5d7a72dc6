import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUIDE_SLUGS as SLUGS } from "../support/guides";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Server HTML without React's text separators, so "7<!-- --> min read" reads as a person sees it. */
const html = async (url: string) => (await (await fetch(url)).text()).replace(/<!-- -->/g, "");
const articleBody = (page: string) => /<article[^>]*>([\s\S]*?)<\/article>/.exec(page)?.[1] ?? "";
const decode = (href: string) => href.replace(/&amp;/g, "&");
const ymdInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("guide articles as served", () => {
  it("every internal link in a guide body opens a real page, and every #anchor a real heading", async () => {
    const checked = new Map<string, string>();
    for (const slug of SLUGS) {
      const body = articleBody(await html(`${server.url}/guides/${slug}`));
      expect(body.length, slug).toBeGreaterThan(3000);
      const links = [...body.matchAll(/<a href="([^"]+)"/g)].map((m) => decode(m[1] ?? ""));
      expect(
        links.some((l) => l.startsWith("/guides/")),
        `${slug} links another guide`,
      ).toBe(true);
      for (const link of links.filter((l) => l.startsWith("/") || l.startsWith("#"))) {
        const target = new URL(link, `${server.url}/guides/${slug}`);
        const pagePath = target.pathname + target.search;
        if (!checked.has(pagePath)) {
          const response = await fetch(server.url + pagePath, { redirect: "manual" });
          expect(response.status, `${slug} → ${link}`).toBe(200);
          checked.set(pagePath, await response.text());
        }
        if (target.hash) expect(checked.get(pagePath), `${slug} → ${link}`).toContain(`id="${target.hash.slice(1)}"`);
      }
    }
    // The guides do link each other: more than one distinct guide page was followed.
    expect([...checked.keys()].filter((p) => p.startsWith("/guides/")).length).toBeGreaterThanOrEqual(9);
  });

  it("shows the same computed reading time in the list, the article and related guides", async () => {
    const list = await html(`${server.url}/guides`);
    const cards = list.slice(list.indexOf('role="status"'));
    const listTimes = Object.fromEntries(
      [...cards.matchAll(/href="\/guides\/([a-z0-9-]+)"[\s\S]*?(\d+) min read/g)].map((m) => [m[1], m[2]]),
    );
    expect(Object.keys(listTimes).sort()).toEqual([...SLUGS].sort());
    expect(new Set(Object.values(listTimes)).size, "times differ between guides").toBeGreaterThan(1);
    for (const slug of SLUGS) {
      const page = await html(`${server.url}/guides/${slug}`);
      const header = page.slice(page.indexOf("<h1"), page.indexOf("<article"));
      expect(/(\d+) min read/.exec(header)?.[1], slug).toBe(listTimes[slug]);
      const related = page.slice(page.indexOf('id="related-heading"'));
      for (const [, other, minutes] of related.matchAll(/href="\/guides\/([a-z0-9-]+)"[\s\S]*?(\d+) min read/g)) {
        expect(minutes, `${slug} → related ${other}`).toBe(listTimes[other ?? ""]);
      }
    }
  });

  it("gives a route guide a button to a search for its route 45 days ahead, and other guides the home search", async () => {
    const before = ymdInDays(45);
    const page = await html(`${server.url}/guides/nyc-to-london-when-to-book`);
    const after = ymdInDays(45);
    const href = decode(/href="(\/search\?[^"]+)"[^>]*>Search flights from NYC to LON</.exec(page)?.[1] ?? "");
    const params = new URL(href, server.url).searchParams;
    expect([params.get("from"), params.get("to"), params.get("tripType"), params.get("adults")]).toEqual([
      "NYC",
      "LON",
      "oneway",
      "1",
    ]);
    expect([before, after]).toContain(params.get("date"));
    const other = await html(`${server.url}/guides/hidden-city-tickets`);
    expect(other).toMatch(/href="\/#search"[^>]*>Search flights</);
    expect(other).not.toContain('href="/search?');
  });

  it("shows when each guide was updated and reviewed, and lets search engines index it", async () => {
    const page = await html(`${server.url}/guides/sfo-to-tyo-guide`);
    expect(page).toContain('Updated <time dateTime="2026-11-23">November 23, 2026</time>');
    expect(page).toContain('Reviewed <time dateTime="2026-11-23">November 23, 2026</time>');
    expect(page).not.toMatch(/<meta name="robots"/);
    expect(page).toMatch(/<h2 id="sources">Sources<\/h2>/);
  });
});

describe("the editorial policy", () => {
  it("states the promises the guides keep: quarterly reviews, dated and sourced facts, no indexed placeholders", async () => {
    const page = await html(`${server.url}/editorial-policy`);
    for (const text of [
      "Core guides are reviewed at least quarterly",
      "more than 92 days older than our newest guide change",
      "each guide lists the primary sources we checked",
      "kept out of search engines and our sitemap",
    ])
      expect(page).toContain(text);
  });
});

describe("a placeholder guide", () => {
  let withPlaceholder: RunningServer;
  let guidesDir: string;

  beforeAll(async () => {
    guidesDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-guides-"));
    await fs.cp("content/guides", guidesDir, { recursive: true });
    await fs.writeFile(
      path.join(guidesDir, "coming-soon-guide.md"),
      [
        "---",
        'title: "A guide we are still writing"',
        "slug: coming-soon-guide",
        "category: Airports",
        'summary: "An unfinished guide, honestly labelled as such."',
        "cover: /guides/layover-times-eu-hubs.svg",
        'coverAlt: "A placeholder cover"',
        'updated: "2026-11-20"',
        'reviewed: "2026-11-20"',
        "core: false",
        'keywords: ["airports"]',
        "placeholder: true",
        "---",
        "",
        "## The full guide is coming",
        "",
        "We are still writing this guide.",
        "",
      ].join("\n"),
    );
    withPlaceholder = await startServer({ env: { GUIDES_DIR: guidesDir } });
  });
  afterAll(async () => {
    await withPlaceholder?.stop();
    if (guidesDir) await fs.rm(guidesDir, { recursive: true, force: true });
  });

  it("is shown but noindex, and left out of sitemap.xml while published guides stay in", async () => {
    const page = await html(`${withPlaceholder.url}/guides/coming-soon-guide`);
    expect(page).toContain("We are still writing this guide.");
    expect(page).toContain('<meta name="robots" content="noindex, follow"/>');
    const sitemap = await html(`${withPlaceholder.url}/sitemap.xml`);
    expect(sitemap).not.toContain("/guides/coming-soon-guide");
    for (const slug of SLUGS) expect(sitemap).toContain(`${withPlaceholder.url}/guides/${slug}</loc>`);
    const published = await html(`${withPlaceholder.url}/guides/jfk-to-cdg`);
    expect(published).not.toMatch(/<meta name="robots"/);
  });
});
