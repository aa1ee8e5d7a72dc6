import { describe, expect, it } from "vitest";
import { buildRobotsTxt, isCrawlable } from "./robots";
import { buildSitemapXml, staticPathsFromRoutes } from "./sitemap";

describe("staticPathsFromRoutes", () => {
  it("lists static public paths and skips parameters, splats, files and private areas", () => {
    const routes = {
      root: { path: "" },
      home: { index: true, parentId: "root" },
      flights: { path: "nl?/flights", parentId: "root" },
      guide: { path: "guides/:slug", parentId: "root" },
      guides: { path: "guides", parentId: "root" },
      admin: { path: "admin", parentId: "root" },
      search: { path: "search", parentId: "root" },
      debug: { path: "debug", parentId: "root" },
      missing: { path: "*", parentId: "root" },
      robots: { path: "robots.txt", parentId: "root" },
    };
    expect(staticPathsFromRoutes(routes)).toEqual(["/", "/flights", "/guides"]);
  });
});

describe("buildSitemapXml", () => {
  it("writes absolute, escaped locations with optional lastmod", () => {
    const xml = buildSitemapXml("https://fareline.example", [
      { path: "/", languages: ["en"] },
      { path: "/guides/a&b", lastmod: "2026-11-01", languages: ["en"] },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<url><loc>https://fareline.example/</loc></url>");
    expect(xml).toContain("<loc>https://fareline.example/guides/a&amp;b</loc><lastmod>2026-11-01</lastmod>");
  });
});

describe("sitemap in two languages", () => {
  it("lists a page in both languages, each naming both and x-default as alternates", () => {
    const xml = buildSitemapXml("https://f.example", [{ path: "/deals", languages: ["en", "nl"] }]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://f.example/deals"/>' +
      '<xhtml:link rel="alternate" hreflang="nl" href="https://f.example/nl/deals"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://f.example/deals"/>';
    expect(xml).toContain(`<url><loc>https://f.example/deals</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://f.example/nl/deals</loc>${alternates}</url>`);
  });

  it("names the Dutch home page /nl", () => {
    const xml = buildSitemapXml("https://f.example", [{ path: "/", languages: ["en", "nl"] }]);
    expect(xml).toContain("<loc>https://f.example/nl</loc>");
  });
});

describe("robots", () => {
  it("keeps crawlers out of admin, auth, debug, tester and search pages and points to the sitemap", () => {
    const txt = buildRobotsTxt("https://fareline.example");
    for (const p of ["/admin", "/admin-auth", "/auth", "/debug", "/avs-tester", "/search"]) {
      expect(txt).toContain(`Disallow: ${p}\n`);
    }
    expect(txt).toContain("Sitemap: https://fareline.example/sitemap.xml");
    expect(isCrawlable("/auth/callback")).toBe(false);
    expect(isCrawlable("/guides")).toBe(true);
    expect(isCrawlable("/searching-tips")).toBe(true);
    expect(isCrawlable("/nl/search")).toBe(false);
    expect(isCrawlable("/nl/guides")).toBe(true);
    expect(txt).toContain("Disallow: /nl/alerts\n");
  });
});
