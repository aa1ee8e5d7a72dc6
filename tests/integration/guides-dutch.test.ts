import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUIDE_SLUGS } from "../support/guides";
import { type RunningServer, startServer } from "../support/server";

/**
 * The guides in Dutch, as the real server renders them: the Dutch interface around every guide,
 * the three core guides written in Dutch, and the others shown in English inside the Dutch frame,
 * marked as English and pointing search engines to their English page.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const DUTCH = ["jfk-to-cdg", "no-airport-switch-transfers", "fare-rules-basics"];
const ENGLISH_ONLY = GUIDE_SLUGS.filter((slug) => !DUTCH.includes(slug));

/** Server HTML without React's text separators, so "7<!-- --> min lezen" reads as a person sees it. */
async function get(path: string) {
  const response = await fetch(server.url + path, { redirect: "manual" });
  const html = (await response.text()).replace(/<!-- -->/g, "");
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Record<string, unknown>,
  );
  return { status: response.status, html, blocks };
}
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
/** The list's cards: each guide's heading (with its lang, if any) and the link inside. */
const cards = (html: string) =>
  [...html.matchAll(/<h2 class="mt-3[^"]*"(?: lang="([a-z]+)")?><a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
    (m) => ({ lang: m[1], href: m[2], title: m[3] }),
  );

/** Links inside <main> to a page of this site that is not Dutch. */
const englishLinks = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "").match(/<a [^>]*href="\/(?!nl\b)[^"]*"[^>]*>/g);

describe("every Dutch guides page", () => {
  it.each([
    "/nl/guides",
    "/nl/guides/airports?category=Routes",
    "/nl/guides/jfk-to-cdg",
    "/nl/guides/hidden-city-tickets",
    "/nl/guides/not-a-real-guide",
  ])("%s keeps its links in Dutch", async (path) => {
    expect(englishLinks((await get(path)).html)).toBeNull();
  });
});

describe("the Dutch guides list", () => {
  it("is in Dutch and lists every guide, the untranslated ones marked English", async () => {
    const { status, html } = await get("/nl/guides");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("<title>Reisgidsen | Fareline-gidsen</title>");
    expect(html).toMatch(/<h1[^>]*>Reisgidsen<\/h1>/);
    expect(html).toContain('placeholder="Zoek in de gidsen..."');
    expect(html).toContain(">10 gidsen<");
    expect(html).toMatch(/\d+ min lezen/);
    expect(html).not.toMatch(/min read|Search guides|Travel guides|Booking Tips</);
    const list = cards(html);
    expect(list.map((c) => c.href).sort()).toEqual(GUIDE_SLUGS.map((s) => `/nl/guides/${s}`).sort());
    expect(list.find((c) => c.href === "/nl/guides/jfk-to-cdg")).toEqual({
      lang: undefined,
      href: "/nl/guides/jfk-to-cdg",
      title: "New York JFK naar Parijs CDG: praktische routegids",
    });
    for (const slug of ENGLISH_ONLY) expect(list.find((c) => c.href === `/nl/guides/${slug}`)?.lang, slug).toBe("en");
    expect(html.match(/>Engels</g)).toHaveLength(ENGLISH_ONLY.length);
    expect(canonical(html)).toBe(`${server.url}/nl/guides`);
  });

  it("filters by category on the server, with Dutch names and the category path pages", async () => {
    const filtered = await get("/nl/guides?category=Airports");
    expect(filtered.html).toMatch(/aria-pressed="true"[^>]*>Luchthavens</);
    expect(filtered.html).toMatch(/\d+ gidsen? in Luchthavens/);
    expect(cards(filtered.html).map((c) => c.href)).toContain("/nl/guides/no-airport-switch-transfers");
    expect(cards(filtered.html).map((c) => c.href)).not.toContain("/nl/guides/jfk-to-cdg");
    const routes = await get("/nl/guides/routes");
    expect(routes.html).toContain("<title>Routegidsen | Fareline-gidsen</title>");
    expect(routes.html).toMatch(/aria-pressed="true"[^>]*>Routes</);
    expect(cards(routes.html)).toHaveLength(3);
    for (const path of ["/nl/resources", "/nl/guides/booking-tips", "/nl/guides/airports"]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain('<html lang="nl"');
    }
  });
});

describe("a guide written in Dutch", () => {
  it("is a Dutch page in both languages' alternates, with Dutch structured data", async () => {
    const { status, html, blocks } = await get("/nl/guides/jfk-to-cdg");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("<title>New York JFK naar Parijs CDG: praktische routegids | Fareline-gidsen</title>");
    expect(canonical(html)).toBe(`${server.url}/nl/guides/jfk-to-cdg`);
    expect(alternates(html)).toEqual([
      ["en", `${server.url}/guides/jfk-to-cdg`],
      ["nl", `${server.url}/nl/guides/jfk-to-cdg`],
      ["x-default", `${server.url}/guides/jfk-to-cdg`],
    ]);
    const [article, breadcrumb] = blocks;
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "New York JFK naar Parijs CDG: praktische routegids",
      inLanguage: "nl-NL",
      articleSection: "Routes",
      author: { name: "Redactie van Fareline" },
      mainEntityOfPage: { "@id": `${server.url}/nl/guides/jfk-to-cdg` },
    });
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${server.url}/nl` },
      { "@type": "ListItem", position: 2, name: "Gidsen", item: `${server.url}/nl/guides` },
      {
        "@type": "ListItem",
        position: 3,
        name: "New York JFK naar Parijs CDG: praktische routegids",
        item: `${server.url}/nl/guides/jfk-to-cdg`,
      },
    ]);
  });

  it("shows the Dutch text in the Dutch frame, with dates in Dutch and links kept in Dutch", async () => {
    const { html } = await get("/nl/guides/jfk-to-cdg");
    expect(html).toMatch(/<h1[^>]*>New York JFK naar Parijs CDG: praktische routegids<\/h1>/);
    expect(html).toContain('Bijgewerkt op <time dateTime="2026-11-25">25 november 2026</time>');
    expect(html).toMatch(/\d+ min lezen/);
    expect(html).toMatch(/<article class=/);
    expect(html).not.toMatch(/<article lang=/);
    expect(html).toContain('<h2 id="bronnen">Bronnen</h2>');
    expect(html).toContain(">Op deze pagina<");
    expect(html).toContain(">Lees ook<");
    expect(html).toMatch(
      /href="\/nl\/search\?from=JFK&amp;to=CDG&amp;date=[\d-]+&amp;tripType=oneway&amp;adults=1"[^>]*>Zoek vluchten van JFK naar CDG</,
    );
    const body = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";
    expect(body).toContain('href="/nl/guides/fare-rules-basics"');
    expect(body).not.toMatch(/href="\/guides\//);
  });

  it("opens every site link of each Dutch guide's body", async () => {
    for (const slug of DUTCH) {
      const { html } = await get(`/nl/guides/${slug}`);
      const body = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";
      for (const [, href = ""] of body.matchAll(/<a href="(\/[^"#]*)/g)) {
        expect((await fetch(server.url + href.replace(/&amp;/g, "&"), { redirect: "manual" })).status, href).toBe(200);
      }
    }
  });

  it("is named as the Dutch alternate by its English page; an untranslated guide's English page names none", async () => {
    expect(alternates((await get("/guides/jfk-to-cdg")).html)).toContainEqual([
      "nl",
      `${server.url}/nl/guides/jfk-to-cdg`,
    ]);
    const english = (await get("/guides/hidden-city-tickets")).html;
    expect(canonical(english)).toBe(`${server.url}/guides/hidden-city-tickets`);
    expect(alternates(english)).toEqual([]);
  });
});

describe("a guide not yet in Dutch, on a Dutch page", () => {
  it("shows the English text tagged lang=en inside the Dutch frame, canonical to the English page", async () => {
    const { status, html, blocks } = await get("/nl/guides/hidden-city-tickets");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="nl"');
    expect(html).toMatch(/<article lang="en"/);
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>/);
    expect(html).toContain(">Engels<");
    expect(html).toContain("Deze gids is nog niet in het Nederlands beschikbaar.");
    expect(html).toContain("Bijgewerkt op <time");
    expect(html).toMatch(/\d+ min lezen/);
    expect(html).toContain(">Op deze pagina<");
    expect(canonical(html)).toBe(`${server.url}/guides/hidden-city-tickets`);
    expect(alternates(html)).toEqual([]);
    expect(html).toMatch(/<title>[^<]+ \| Fareline-gidsen<\/title>/);
    expect(blocks[0]).toMatchObject({
      "@type": "Article",
      inLanguage: "en-US",
      mainEntityOfPage: { "@id": `${server.url}/guides/hidden-city-tickets` },
    });
    // Its links lead on through the Dutch site.
    const body = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";
    expect(body).toContain('href="/nl/guides/fare-rules-basics"');
  });

  it("answers an unknown guide with a Dutch 404", async () => {
    const { status, html } = await get("/nl/guides/not-a-real-guide");
    expect(status).toBe(404);
    expect(html).toContain("Gids niet gevonden");
    expect(html).toMatch(/href="\/nl\/guides"[^>]*>← Terug naar de gidsen</);
  });
});
