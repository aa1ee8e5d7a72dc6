import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_PATHS } from "../../app/services/prerender/shared-paths.server";
import { GUIDE_SLUGS } from "../support/guides";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

type Block = Record<string, unknown>;
async function page(path: string) {
  const html = await (await fetch(server.url + path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Block,
  );
  return { html, blocks };
}

/** Required properties per schema.org type, as Google's structured-data docs list them. */
function checkBlock(block: Block) {
  expect(block["@context"]).toBe("https://schema.org");
  const list = (key: string) => block[key] as Block[];
  switch (block["@type"]) {
    case "Article":
      expect(block.headline).toEqual(expect.any(String));
      expect(block.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(block.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((block.author as Block).name).toEqual(expect.any(String));
      expect((block.publisher as Block).name).toEqual(expect.any(String));
      break;
    case "BreadcrumbList":
      for (const [i, item] of list("itemListElement").entries()) {
        expect(item).toMatchObject({ "@type": "ListItem", position: i + 1, name: expect.any(String) });
        expect(item.item).toMatch(/^https?:\/\//);
      }
      break;
    case "ItemList":
      expect(list("itemListElement").length).toBeGreaterThan(0);
      for (const [i, item] of list("itemListElement").entries()) {
        expect(item).toMatchObject({ "@type": "ListItem", position: i + 1 });
      }
      break;
    case "FAQPage":
      expect(list("mainEntity")).toHaveLength(8);
      for (const q of list("mainEntity")) {
        expect(q).toMatchObject({ "@type": "Question", name: expect.any(String) });
        expect(q.acceptedAnswer).toMatchObject({ "@type": "Answer", text: expect.any(String) });
      }
      break;
    default:
      throw new Error(`unexpected JSON-LD type ${String(block["@type"])}`);
  }
}

describe("content pages: titles, descriptions and structured data in the server HTML", () => {
  it.each(CONTENT_PATHS)("%s has a title, a description and valid JSON-LD", async (path) => {
    const { html, blocks } = await page(path);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    for (const block of blocks) checkBlock(block);
  });

  it("FAQ and tools carry FAQPage and ItemList", async () => {
    expect((await page("/faq")).blocks.map((b) => b["@type"])).toEqual(["FAQPage"]);
    const tools = (await page("/tools")).blocks;
    expect(tools.map((b) => b["@type"])).toEqual(["ItemList"]);
    expect(tools[0]?.itemListElement).toHaveLength(6);
  });

  it.each(GUIDE_SLUGS)("guide %s has Article + BreadcrumbList, keywords and canonical", async (slug) => {
    const { html, blocks } = await page(`/guides/${slug}`);
    expect(blocks.map((b) => b["@type"])).toEqual(["Article", "BreadcrumbList"]);
    for (const block of blocks) checkBlock(block);
    expect(html).toMatch(/<title>[^<]+ \| Fareline Guides<\/title>/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+/guides/${slug}"`));
  });
});

describe("sitemap.xml", () => {
  it("is a valid sitemaps.org urlset listing every content page and guide with lastmod", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    // Well-formed: only <url><loc/>[<lastmod/>][<xhtml:link/>…]</url> children, every tag closed.
    const body = xml.replace(/^<\?xml[^>]*\?>\s*<urlset[^>]*>/, "").replace(/<\/urlset>\s*$/, "");
    const url = /\s*<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]+\/>)*<\/url>/g;
    const urls = [...body.matchAll(url)];
    expect(body.replace(url, "").trim()).toBe("");
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    const locs = new Map(urls.map((m) => [new URL(m[1] ?? "").pathname, m[2]]));
    for (const m of urls) {
      expect(m[1]).toMatch(/^https?:\/\/[^/]+\//);
      if (m[2]) expect(m[2]).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/);
    }
    for (const path of CONTENT_PATHS) expect(locs.has(path), path).toBe(true);
    for (const slug of GUIDE_SLUGS) expect(locs.get(`/guides/${slug}`), slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(locs.get("/guides/jfk-to-cdg")).toBe("2026-11-23");
    expect(locs.has("/api/out")).toBe(false);
  });

  it("is named in robots.txt", async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });
});
