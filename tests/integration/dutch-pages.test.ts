import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as englishCatalogue from "../../app/i18n/messages/en";
import * as dutchCatalogue from "../../app/i18n/messages/nl";
import { type RunningServer, startServer } from "../support/server";

/**
 * Every Dutch page, rendered by the real server, holds no English interface text and no raw
 * message key. "English interface text" is built from the English catalogue: each message's
 * literal fragments of two words or more that no Dutch message also uses.
 */
const englishMessages = Object.values({ ...englishCatalogue }).flatMap((namespace) => Object.values(namespace));
const dutchText = Object.values({ ...dutchCatalogue })
  .flatMap((namespace) => Object.values(namespace) as string[])
  .join("\n");

/** The literal text of an ICU message: what is left between its placeholders, plurals and tags. */
function literalFragments(message: string): string[] {
  const fragments: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of message) {
    if (char === "{") {
      if (depth === 0) fragments.push(current);
      current = depth === 0 ? "" : current;
      depth += 1;
    } else if (char === "}") {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) current += char;
  }
  fragments.push(current);
  return fragments.flatMap((fragment) => fragment.split(/<\/?[a-zA-Z0-9]+>/)).map((f) => f.trim());
}

const ENGLISH_FRAGMENTS = [
  ...new Set(
    englishMessages
      .flatMap((message) => literalFragments(message))
      .filter((fragment) => fragment.split(/\s+/).length >= 2 && fragment.length >= 10)
      .filter((fragment) => !dutchText.includes(fragment)),
  ),
];

const KEY_PATTERN = new RegExp(
  `\\b(?:${Object.keys({ ...englishCatalogue }).join("|")})\\.[a-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9]+)*\\b`,
);

/** What a visitor reads or hears: the text between tags and the labels of elements, without scripts. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  const withoutScripts = body.replace(/<script\b[\s\S]*?<\/script>/g, " ").replace(/<style\b[\s\S]*?<\/style>/g, " ");
  const labels = [...withoutScripts.matchAll(/\b(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => m[1]);
  const text = withoutScripts.replace(/<[^>]+>/g, " ");
  return [text, ...labels]
    .join(" ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\s+/g, " ");
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const DUTCH_PAGES = [
  "/nl",
  "/nl/flights",
  "/nl/search",
  `/nl/search?from=JFK&to=CDG&date=${inDays(30)}&tripType=oneway&adults=1`,
  `/nl/search?from=JFK&to=CDG&date=${inDays(30)}&returnDate=${inDays(37)}&tripType=roundtrip&adults=2&view=grid`,
  `/nl/search?from=JFK&to=CDG&date=${inDays(30)}&tripType=oneway&adults=1&view=month`,
  "/nl/search?from=JFK&to=JFK&date=2020-01-01&tripType=oneway&adults=1",
  "/nl/deals",
  "/nl/explore",
  "/nl/explore?from=AMS&trip=weekend",
  "/nl/explore?from=AMS&maxPrice=veel",
  "/nl/explore?from=Qqxxzzy",
  "/nl/tools",
  "/nl/guides",
  "/nl/resources",
  "/nl/guides/routes",
  "/nl/guides/booking-tips",
  "/nl/guides/airports",
  "/nl/guides/jfk-to-cdg",
  "/nl/guides/no-airport-switch-transfers",
  "/nl/guides/fare-rules-basics",
  "/nl/help",
  "/nl/faq",
  "/nl/booking-help",
  "/nl/contact",
  "/nl/press",
  "/nl/careers",
  "/nl/about",
  "/nl/fact-sheet",
  "/nl/disclosure",
  "/nl/editorial-policy",
  "/nl/accessibility",
  "/nl/privacy",
  "/nl/terms",
  "/nl/sitemap",
  "/nl/auth",
  "/nl/auth?mode=signup",
  "/nl/auth/reset",
  "/nl/alerts",
  "/nl/alerts/confirm?token=not-a-token",
  "/nl/alerts/unsubscribe?token=not-a-token",
  "/nl/no-such-page",
];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the Dutch site", () => {
  it("has English fragments to look for (the list is built from the catalogue)", () => {
    expect(ENGLISH_FRAGMENTS.length).toBeGreaterThan(50);
    expect(ENGLISH_FRAGMENTS).toContain("Skip to content");
  });

  it.each(DUTCH_PAGES)("%s is in Dutch: no English interface text, no raw key", async (path) => {
    const response = await fetch(server.url + path, { redirect: "manual" });
    expect(response.status, path).toBeLessThan(500);
    const html = await response.text();
    if (response.status >= 300 && response.status < 400) {
      expect(response.headers.get("location") ?? "", "a redirect stays in Dutch").toMatch(/^\/nl(\/|\?|$)/);
      return;
    }
    expect(html).toContain('<html lang="nl"');
    const text = visibleText(html);
    expect(text.match(KEY_PATTERN)?.[0], "a message key is shown as text").toBeUndefined();
    const english = ENGLISH_FRAGMENTS.filter((fragment) => text.includes(fragment));
    expect(english, `English text on ${path}`).toEqual([]);
    // The page's own data (the search results, the month) arrived: a search page shows offers or a reason.
    if (path.includes("from=JFK&to=CDG")) expect(html).toMatch(/data-testid="(offer-card|date-grid|month-view)"/);
  });
});
