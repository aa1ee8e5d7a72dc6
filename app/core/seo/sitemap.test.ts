import { describe, expect, it } from "vitest";
import { buildRobotsTxt, isCrawlable } from "./robots";
import { buildSitemapXml, staticPathsFromRoutes } from "./sitemap";

describe("staticPathsFromRoutes", () => {
  it("lists static public paths and skips parameters, splats, files and private areas", () => {
    const routes = {
      root: { path: "" },
      home: { index: true, parentId: "root" },
      flights: { path: "flights", parentId: "root" },
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
      { path: "/" },
      { path: "/guides/a&b", lastmod: "2026-11-01" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://fareline.example/</loc></url>");
    expect(xml).toContain("<loc>https://fareline.example/guides/a&amp;b</loc><lastmod>2026-11-01</lastmod>");
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
  });
});
