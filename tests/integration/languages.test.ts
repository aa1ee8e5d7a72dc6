import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/** English at /…, Dutch at /nl/…: every page says what it is, and the URL alone decides. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(server.url + path, { headers, redirect: "manual" });
  return { status: response.status, html: await response.text() };
};
const links = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"\/>/)?.[1];

describe("two languages", () => {
  it.each([
    ["/", "/", "en"],
    ["/nl", "/nl", "nl"],
    ["/deals", "/deals", "en"],
    ["/nl/deals", "/nl/deals", "nl"],
    ["/nl/faq", "/nl/faq", "nl"],
  ])("%s names its language, its canonical URL and both alternates", async (path, canonicalPath, lang) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(canonical(html)).toBe(server.url + canonicalPath);
    const english = canonicalPath === "/nl" ? "/" : canonicalPath.replace(/^\/nl/, "");
    const dutch = english === "/" ? "/nl" : `/nl${english}`;
    expect(links(html).map(([, l, href]) => [l, href])).toEqual([
      ["en", server.url + english],
      ["nl", server.url + dutch],
      ["x-default", server.url + english],
    ]);
    expect(html).toContain(`<meta property="og:locale" content="${lang === "nl" ? "nl_NL" : "en_US"}"/>`);
  });

  it("never redirects by cookie or Accept-Language: the link decides", async () => {
    const { status, html } = await page("/", { cookie: "fareline_locale=nl", "accept-language": "nl-NL,nl" });
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
  });

  it("offers the same page, query and filters in the other language", async () => {
    const query = "?from=JFK&to=LHR&tripType=oneway&stops=0&sort=fastest";
    const { html } = await page(`/search${query}`);
    expect(html).toContain(`href="/nl/search${query.replace(/&/g, "&amp;")}"`);
    const dutch = await page(`/nl/search${query}`);
    expect(dutch.html).toContain(`href="/search${query.replace(/&/g, "&amp;")}"`);
  });

  it("keeps the operator area in English only", async () => {
    expect((await page("/nl/admin")).status).toBe(404);
    expect((await page("/nl/debug")).status).toBe(404);
  });

  it("lists both languages in sitemap.xml, with alternates, and keeps private Dutch pages out of robots", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${server.url}/nl/faq</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="nl" href="${server.url}/nl/faq"/>`);
    expect(xml).toContain(`<loc>${server.url}/nl</loc>`);
    expect(xml).not.toContain("/nl/search");
    // A guide with a Dutch text in both languages; one without only in English.
    expect(xml).toContain(`<loc>${server.url}/nl/guides/jfk-to-cdg</loc>`);
    expect(xml).toContain(`<loc>${server.url}/guides/hidden-city-tickets</loc>`);
    expect(xml).not.toContain(`<loc>${server.url}/nl/guides/hidden-city-tickets</loc>`);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /nl/search\n");
  });
});
