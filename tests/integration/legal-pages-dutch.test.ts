import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legal as english } from "../../app/i18n/messages/en/legal";
import { type RunningServer, startServer } from "../support/server";

/**
 * The legal pages at /nl/…, as the real server renders them: Dutch from the title to the last
 * paragraph, with the canonical URL, links and date in Dutch too.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Server HTML without React's text separators, so "Fareline<!-- --> is" reads as a person sees it. */
const html = async (path: string) => (await (await fetch(server.url + path)).text()).replace(/<!-- -->/g, "");
const main = (page: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(page)?.[1] ?? "";
/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const PAGES = [
  {
    path: "/privacy",
    prefix: "legal.privacy.",
    h1: "Privacybeleid",
    h2: ["Wie we zijn", "Welke gegevens we bewaren", "Cookies en lokale opslag", "Privacy van kinderen"],
  },
  {
    path: "/terms",
    prefix: "legal.terms.",
    h1: "Gebruiksvoorwaarden",
    h2: ["De dienst", "Aansprakelijkheid", "Toepasselijk recht"],
  },
  { path: "/disclosure", prefix: "legal.disclosure.", h1: "Affiliate-verklaring", h2: ["Wat dit voor jou betekent"] },
  {
    path: "/editorial-policy",
    prefix: "legal.editorial.",
    h1: "Redactiebeleid",
    h2: ["Wat we publiceren", "Controles en updates", "Onafhankelijkheid"],
  },
  {
    path: "/accessibility",
    prefix: "legal.accessibility.",
    h1: "Toegankelijkheid",
    h2: ["Wat we doen", "Bekende beperkingen", "Een probleem melden"],
  },
] as const;

type Key = keyof typeof english;
/** Messages whose Dutch is the English word itself. */
const SAME_IN_DUTCH: Key[] = ["legal.terms.contact"];

/**
 * Strings that only the English text of these messages has: each message's longest run between
 * placeholders and tags. A short message without placeholders (a heading, the date label) must be
 * a whole element's text, so that a word inside a Dutch sentence ("Web Content Accessibility
 * Guidelines") does not count.
 */
function englishOnly(keys: Key[]): (string | RegExp)[] {
  return keys.flatMap((key) => {
    const runs = english[key].split(/\{[^}]*\}|<\/?[a-zA-Z0-9]+>/);
    const run = [...runs].sort((a, b) => b.length - a.length)[0]?.trim() ?? "";
    if (SAME_IN_DUTCH.includes(key)) return [];
    const text = escaped(run);
    const wholeElement = runs.length === 1 && text.length < 20;
    return [wholeElement ? new RegExp(`>${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[:<]`) : text];
  });
}
const contains = (page: string, needle: string | RegExp) =>
  typeof needle === "string" ? page.includes(needle) : needle.test(page);

describe("the legal pages in Dutch", () => {
  it.each(PAGES)("$path at /nl: Dutch headings, lang, canonical and date, no English left", async (page) => {
    const nl = await html(`/nl${page.path}`);
    expect(nl).toContain('<html lang="nl">');
    expect(nl).toContain(`<link rel="canonical" href="${server.url}/nl${page.path}"/>`);
    expect(nl).toMatch(new RegExp(`<h1[^>]*>${page.h1}</h1>`));
    expect(nl).toMatch(new RegExp(`<title>${page.h1} \\| Fareline</title>`));
    for (const heading of page.h2) expect(nl).toContain(`<h2>${escaped(heading)}</h2>`);

    const today = new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    expect(main(nl)).toMatch(new RegExp(`(Geldig vanaf|Laatst bijgewerkt): <time dateTime="[\\d-]+">${today}</time>`));

    // Every message of the page, and the ones the legal pages share, checked against both pages:
    // the English page shows each English string (so the check can see it), the Dutch page none.
    const keys = (Object.keys(english) as Key[]).filter(
      (key) => key.startsWith(page.prefix) || !/^legal\.[a-z]+\./.test(key),
    );
    const en = await html(page.path);
    const shared = ["legal.notLegalAdvice", "legal.effectiveDate", "legal.lastUpdated"];
    for (const needle of englishOnly(keys.filter((key) => !shared.includes(key))))
      expect(contains(en, needle), `English page shows ${needle}`).toBe(true);
    for (const needle of englishOnly(keys)) expect(contains(nl, needle), `Dutch page shows ${needle}`).toBe(false);

    // No message is missing: a missing key would render as the key itself.
    expect(main(nl)).not.toMatch(/legal\.[a-zA-Z.]+/);
    // Links inside the text stay in Dutch.
    for (const [, href] of main(nl).matchAll(/<a href="(\/[^"]*)"/g)) expect(href).toMatch(/^\/nl\//);
  });

  it("quotes the Dutch skip link, the Dutch alerts path and the amount in Dutch", async () => {
    expect(await html("/nl/accessibility")).toContain("een link &quot;Naar de inhoud&quot;");
    expect(await html("/nl/privacy")).toContain("Verwijder je een alert via /nl/alerts");
    const terms = await html("/nl/terms");
    expect(terms).toContain("beperkt tot US$ 100");
    expect(terms).toContain("het recht van de staat Wyoming");
    expect(terms).toContain('<a href="/nl/privacy" data-discover="true">privacybeleid</a>');
  });
});
