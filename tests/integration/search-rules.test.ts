import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATE_PROBLEM, searchDateWindow } from "../../app/core/search/search-params";
import {
  departureDateProblem,
  legOrderProblem,
  RETURN_DATE_REQUIRED,
  returnDateProblem,
  samePlaceProblem,
  TOO_MANY_ADULTS,
} from "../../app/core/search/search-rules";
import { ruleSays } from "../support/rules";
import { type RunningServer, startServer } from "../support/server";

/**
 * The server applies the search rules of app/core/search/search-rules.ts, word for
 * word: both function endpoints answer 400 with the sentence the form shows next
 * to the field, and a shared /search link that breaks a rule renders that
 * reason in the Search Error box (here without JavaScript: the server's page).
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const shift = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const WINDOW = searchDateWindow();
const SOON = shift(WINDOW.earliest, 30);
const PAST = shift(WINDOW.earliest, -1);
const TOO_FAR = shift(WINDOW.latest, 1);

const cases: [string, Record<string, string | number>, string][] = [
  ["same airport", { from: "CDG", to: "CDG", date: SOON }, `to: ${ruleSays(samePlaceProblem("CDG", "CDG"))}`],
  ["same city", { from: "JFK", to: "LGA", date: SOON }, `to: ${ruleSays(samePlaceProblem("JFK", "LGA"))}`],
  ["a past date", { from: "JFK", to: "CDG", date: PAST }, `date: ${ruleSays(departureDateProblem(PAST, WINDOW))}`],
  [
    "a date over a year ahead",
    { from: "JFK", to: "CDG", date: TOO_FAR },
    `date: ${ruleSays(departureDateProblem(TOO_FAR, WINDOW))}`,
  ],
  [
    "a return before the departure",
    { from: "JFK", to: "CDG", date: SOON, tripType: "roundtrip", returnDate: shift(SOON, -1) },
    `returnDate: ${ruleSays(returnDateProblem(shift(SOON, -1), SOON, WINDOW))}`,
  ],
  [
    "a return trip without a return date",
    { from: "JFK", to: "CDG", date: SOON, tripType: "roundtrip" },
    `returnDate: ${ruleSays(RETURN_DATE_REQUIRED)}`,
  ],
  ["an unreadable date", { from: "JFK", to: "CDG", date: "31/02/2027" }, `date: ${ruleSays(DATE_PROBLEM)}`],
  ["ten adults", { from: "JFK", to: "CDG", date: SOON, adults: 10 }, `adults: ${ruleSays(TOO_MANY_ADULTS)}`],
];

describe("the function API refuses what the form refuses, with the same sentence", () => {
  for (const [name, body, message] of cases) {
    it(`${name}: 400 from search-amadeus and search-travelpayouts`, async () => {
      const amadeus = await fetch(`${server.url}/functions/v1/search-amadeus`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(amadeus.status).toBe(400);
      expect((await amadeus.json()).error).toBe(message);
      const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
      const tp = await fetch(`${server.url}/functions/v1/search-travelpayouts?${query}`);
      expect(tp.status).toBe(400);
      expect((await tp.json()).error).toBe(message);
    });
  }
});

/** A /search page; a query the rules refuse is answered 400 (its reasons on the page), a good one 200. */
const html = async (query: string, status = 400) => {
  const res = await fetch(`${server.url}/search?${query}`);
  expect(res.status).toBe(status);
  return res.text();
};
/** The Search Error box's reasons, as rendered by the server. */
const errorBox = (page: string) => {
  const box = /data-testid="search-error"[\s\S]*?<\/div>/.exec(page)?.[0] ?? "";
  return [...box.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => (m[1] ?? "").replace(/&#x27;/g, "'"));
};

describe("a shared /search link that breaks a rule says why, on the server's page", () => {
  it("same airport and a past date: both reasons in the Search Error box, no search", async () => {
    const page = await html(`from=CDG&to=CDG&date=${PAST}&tripType=oneway&adults=1`);
    expect(errorBox(page)).toEqual([
      ruleSays(samePlaceProblem("CDG", "CDG")),
      ruleSays(departureDateProblem(PAST, WINDOW)),
    ]);
    // What the page shows (its data carries the catalogue's words, the failure sentence among them).
    expect(page.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toContain("Search failed. Please try again.");
    expect(page).not.toContain('data-testid="offer-card"');
  });

  it("multi city out of date order", async () => {
    const later = shift(SOON, 5);
    const page = await html(`tripType=multicity&from=JFK&to=CDG&date=${later}&from=CDG&to=FCO&date=${SOON}&adults=1`);
    expect(errorBox(page)).toEqual([ruleSays(legOrderProblem({ index: 1, date: SOON }, { index: 0, date: later }))]);
  });

  it("a good link still searches and shows results", async () => {
    const page = await html(`from=JFK&to=CDG&date=${SOON}&tripType=oneway&adults=1`, 200);
    expect(page).not.toContain('data-testid="search-error"');
    expect(page).toContain('data-testid="offer-card"');
  });
});

describe("a refusal is said in the language of the page that asked", () => {
  const body = { from: "JFK", to: "CDG", date: PAST };
  const dutch = `date: ${ruleSays(departureDateProblem(PAST, WINDOW), "nl")}`;
  const english = `date: ${ruleSays(departureDateProblem(PAST, WINDOW))}`;
  /** The `error` of the GET function's 400 (and of the POST one's, the same, when `post`). */
  const refusal = async (headers: Record<string, string>, post = true) => {
    const tp = await fetch(`${server.url}/functions/v1/search-travelpayouts?${new URLSearchParams(body)}`, { headers });
    expect(tp.status).toBe(400);
    const error = (await tp.json()).error;
    if (post) {
      const amadeus = await fetch(`${server.url}/functions/v1/search-amadeus`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      expect(amadeus.status).toBe(400);
      expect((await amadeus.json()).error).toBe(error);
    }
    return error;
  };

  it("Dutch for Accept-Language: nl, with the day as Dutch pages type it", async () => {
    expect(dutch).toMatch(/^date: De vertrekdatum \d{2}-\d{2}-\d{4} ligt in het verleden\.$/);
    expect(await refusal({ "accept-language": "nl-NL,nl;q=0.9,en;q=0.8" })).toBe(dutch);
  });

  it("Dutch when the Referer is one of our /nl pages, whatever Accept-Language says", async () => {
    expect(await refusal({ referer: `${server.url}/nl/search?from=JFK`, "accept-language": "en-US" })).toBe(dutch);
  });

  it("English otherwise: an English page, another site's /nl page, no or another language", async () => {
    expect(await refusal({ referer: `${server.url}/search`, "accept-language": "nl" })).toBe(english);
    // (A POST from another site is refused before it is read: the request guards' 403.)
    expect(await refusal({ referer: "https://elsewhere.example/nl/search", "accept-language": "de" }, false)).toBe(
      english,
    );
    expect(await refusal({})).toBe(english);
    expect(await refusal({ "accept-language": "fr-FR,de;q=0.8" })).toBe(english);
  });

  it("a Dutch caller's dd-mm-jjjj and dd/mm/jjjj dates are read day first", async () => {
    const [y, m, d] = SOON.split("-");
    const res = await fetch(
      `${server.url}/functions/v1/search-travelpayouts?${new URLSearchParams({ from: "JFK", to: "CDG", date: `${d}/${m}/${y}` })}`,
      { headers: { "accept-language": "nl" } },
    );
    expect(res.status).toBe(200);
    const bad = await fetch(`${server.url}/functions/v1/search-travelpayouts?from=JFK&to=CDG&date=31-02-2027`, {
      headers: { "accept-language": "nl" },
    });
    expect((await bad.json()).error).toBe(`date: ${ruleSays(DATE_PROBLEM, "nl")}`);
  });

  it("the places API too", async () => {
    const res = await fetch(`${server.url}/functions/v1/autocomplete?limit=x`, {
      headers: { "accept-language": "nl" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("limit moet een getal tussen 1 en 20 zijn");
    const english = await fetch(`${server.url}/functions/v1/autocomplete?limit=x`);
    expect((await english.json()).error).toBe("limit must be a number between 1 and 20");
  });
});

describe("/nl/search", () => {
  it("reads a link's dd-mm-jjjj dates and says why it cannot search, in Dutch", async () => {
    const [y, m, d] = PAST.split("-");
    const res = await fetch(`${server.url}/nl/search?from=CDG&to=CDG&date=${d}-${m}-${y}&tripType=oneway&adults=1`);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(errorBox(page)).toEqual([
      ruleSays(samePlaceProblem("CDG", "CDG"), "nl"),
      ruleSays(departureDateProblem(PAST, WINDOW), "nl"),
    ]);
    expect(page).toContain("Vluchten zoeken</h1>");
    expect(page).toContain('action="/nl/search"');
    expect(page).toContain('placeholder="DD-MM-JJJJ"');
  });
});
