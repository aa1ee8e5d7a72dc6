import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/**
 * The help and company pages at `/nl/…`, rendered by the real server: Dutch headings and copy, the
 * document marked Dutch, links kept in Dutch, the FAQPage JSON-LD in Dutch, and the contact form
 * posted without JavaScript answering its errors in Dutch.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { ALERT_CHECK_CRON: "15 */3 * * *" } });
});
afterAll(async () => {
  await server?.stop();
});

/** The page's HTML without React's text separators and with its apostrophes, as a reader sees the text. */
const html = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
const get = async (path: string) => {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  return html(response);
};

const h1 = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1];
const title = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
/** The page's markup without its scripts, which carry all the page's messages (by key) for hydration. */
const markup = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, "");
/** Raw keys and English left over in the page's markup. */
const leftovers = (page: string) =>
  markup(page).match(/pages\.[a-z]+\.[\w.]+|Frequently Asked|Contact Us|Help Center/g);
/** Links inside <main> to a page of this site that is not Dutch (the sitemap's English-version link aside). */
const englishLinks = (page: string) =>
  (/<main[\s\S]*<\/main>/.exec(page)?.[0] ?? "").match(/<a [^>]*href="\/(?!nl\b)[^"]*"(?![^>]*hrefLang="en")[^>]*>/g);
/** A link to `href` (React Router's links carry more attributes) reading `text`. */
const link = (href: string, text: string) => new RegExp(`<a href="${href}"[^>]*>${text}</a>`);

describe("the Dutch help and company pages", () => {
  it.each([
    ["/nl/help", "Helpcentrum", "Helpcentrum | Fareline"],
    ["/nl/faq", "Veelgestelde vragen", "Veelgestelde vragen | Fareline"],
    ["/nl/booking-help", "Hulp bij boeken", "Hulp bij boeken | Fareline"],
    ["/nl/contact", "Contact", "Contact | Fareline"],
    ["/nl/press", "Pers", "Pers | Fareline"],
    ["/nl/careers", "Vacatures", "Vacatures | Fareline"],
    ["/nl/about", "Over Fareline", "Over ons | Fareline"],
    ["/nl/fact-sheet", "Factsheet Fareline", "Factsheet | Fareline"],
    ["/nl/sitemap", "Sitemap", "Sitemap | Fareline"],
  ])("%s: Dutch heading and title, <html lang=nl>, no English left", async (path, heading, pageTitle) => {
    const page = await get(path);
    expect(page).toMatch(/<html lang="nl"/);
    expect(h1(page)).toBe(heading);
    expect(title(page)).toBe(pageTitle);
    expect(page).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(page).toContain(`<link rel="canonical" href="${server.url}${path}"/>`);
    expect(leftovers(page)).toBeNull();
    expect(englishLinks(page)).toBeNull();
  });

  it("write their copy in Dutch, with links that stay in Dutch", async () => {
    const help = await get("/nl/help");
    expect(help).toContain("Is er iets onduidelijk? Begin dan hier.");
    for (const to of ["/nl/faq", "/nl/booking-help", "/nl/contact"]) expect(help).toContain(`href="${to}"`);
    const booking = await get("/nl/booking-help");
    expect(booking).toContain("Zo werkt boeken");
    expect(booking).toContain("Stap 4");
    expect(booking).toMatch(link("/nl/guides/fare-rules-basics", "gids over tariefvoorwaarden"));
    const about = await get("/nl/about");
    expect(about).toContain("Hoe we geld verdienen");
    expect(about).toMatch(link("/nl/disclosure", "affiliate-verklaring"));
    const press = await get("/nl/press");
    expect(press).toContain('href="/nl/fact-sheet"');
    expect(press).toContain("(opent in een nieuw tabblad)");
  });

  it("the fact sheet and the FAQ say Dutch is available, in both languages, linking to /nl", async () => {
    const dutchSheet = await get("/nl/fact-sheet");
    expect(dutchSheet).toContain("de site is er in het Engels en het Nederlands");
    expect(dutchSheet).toContain(`<a href="${server.url}/nl" hrefLang="nl">${server.url}/nl</a>`);
    const englishSheet = await get("/fact-sheet");
    expect(englishSheet).toContain("interface in English and Dutch");
    expect(markup(englishSheet)).not.toContain("Dutch planned");
    const englishFaq = await get("/faq");
    expect(englishFaq).toContain('<a href="/nl" hrefLang="nl">the Dutch version</a>');
    expect(markup(englishFaq)).not.toContain("planned but not available");
    expect(await get("/nl/faq")).toContain('<a href="/nl" hrefLang="nl">de Nederlandse versie</a>');
  });

  it("the FAQ's questions and its FAQPage JSON-LD are in Dutch", async () => {
    const page = await get("/nl/faq");
    expect(page).toContain("Rekent Fareline kosten?");
    expect(page).toMatch(link("/nl/privacy", "Lees het privacybeleid"));
    const [block, ...others] = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) =>
        JSON.parse(m[1] ?? "") as { "@type": string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
    );
    expect(others).toEqual([]);
    expect(block?.["@type"]).toBe("FAQPage");
    const entries = block?.mainEntity ?? [];
    expect(entries).toHaveLength(8);
    expect(entries[0]?.name).toBe("Wat is Fareline?");
    expect(entries[4]?.acceptedAnswer.text).toContain("De site is er in het Engels en in het Nederlands");
    // Plain text: the answer's link markup is not in the JSON-LD.
    expect(entries[4]?.acceptedAnswer.text).not.toMatch(/<\/?link>/);
    expect(entries[5]?.acceptedAnswer.text).toContain("Meld je aan op de homepage");
  });

  it("the Dutch sitemap links to the Dutch pages and to the English sitemap", async () => {
    const page = await get("/nl/sitemap");
    for (const heading of ["Hoofdpagina's", "Onderdelen van de homepage", "Hulp", "Juridisch", "Alle gidsen", "Talen"])
      expect(page, heading).toContain(`>${heading}</h2>`);
    for (const to of ["/nl", "/nl/faq", "/nl/privacy", "/nl/deals", "/nl#alerts", "/nl/guides/fare-rules-basics"])
      expect(page, to).toContain(`href="${to}"`);
    expect(page).toContain('<a href="/sitemap" hrefLang="en" lang="en">English</a>');
    expect(await get("/sitemap")).toContain('<a href="/nl/sitemap" hrefLang="nl" lang="nl">Nederlands</a>');
  });
});

describe("the Dutch contact form without JavaScript", () => {
  const post = (path: string, fields: Record<string, string>) =>
    fetch(server.url + path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("posts to /nl/contact and answers each field's error in Dutch, keeping what was typed", async () => {
    const form = await get("/nl/contact");
    expect(form).toMatch(/<form[^>]*method="post"/);
    expect(form).toContain("Bericht versturen");
    const empty = await html(await post("/nl/contact", { name: "", email: "", subject: "", message: "" }));
    expect(empty).toMatch(/<html lang="nl"/);
    for (const error of ["Vul je naam in.", "Vul je e-mailadres in.", "Vul een onderwerp in.", "Schrijf een bericht."])
      expect(empty, error).toContain(error);
    expect(markup(empty)).not.toContain("Bedankt, je bericht");

    const invalid = await html(
      await post("/nl/contact", { name: "Anne", email: "geen-adres", subject: "Vraag", message: "Hallo" }),
    );
    expect(invalid).toContain("Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.");
    expect(markup(invalid)).not.toContain("Vul je naam in.");
    expect(invalid).toContain('value="geen-adres"');
    expect(invalid).toMatch(/aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/);
  });

  it("a valid post says in Dutch that the message arrived, and logs nothing of it", async () => {
    const answer = await html(
      await post("/nl/contact", { name: "Anne", email: "anne@example.org", subject: "Vraag", message: "Hallo" }),
    );
    expect(answer).toContain("Bedankt, je bericht is bij ons supportteam aangekomen.");
    expect(markup(answer)).not.toContain("Vul je naam in.");
    expect(server.output()).not.toContain("Hallo");
  });

  it("the English form answers its errors in English", async () => {
    const answer = await html(await post("/contact", { name: "", email: "x", subject: "", message: "" }));
    expect(answer).toContain("Please enter your name.");
    expect(answer).toContain("Please enter a valid email address, like name@example.com.");
    expect(answer).not.toContain("Vul je naam in.");
  });
});
