import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchSummary } from "../../app/features/search/form/search-summary";
import { serverTranslator } from "../../app/i18n/catalogue.server";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let browser: Browser;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const DATE = ymd(30);
const RETURN = ymd(37);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage<T>(
  fn: (page: Page) => Promise<T>,
  options: { javaScriptEnabled?: boolean; width?: number } = {},
) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

/** Opens a page and waits until React has hydrated the search form (typing earlier would be lost). */
async function openHydrated(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
}

const prices = (page: Page, scope = "") =>
  page.$$eval(`${scope} [data-testid=offer-card]`, (cards) => cards.map((c) => Number(c.getAttribute("data-price"))));

const isSorted = (list: number[]) => list.every((v, i) => i === 0 || (list[i - 1] as number) <= v);

async function pickSuggestion(page: Page, testId: string, text: string, code: string) {
  const input = page.getByTestId(testId);
  await input.fill(text);
  const option = page.getByRole("option", { name: new RegExp(`\\(${code}\\)`) }).first();
  await option.waitFor();
  await option.click();
  expect(await input.getAttribute("data-code")).toBe(code);
}

async function expectCardLinks(page: Page) {
  // The button names the partner it opens.
  const link = page
    .getByTestId("offer-card")
    .first()
    .getByRole("link", { name: /^View Deal on (Kiwi\.com|Aviasales) →$/ });
  expect(await link.getAttribute("target")).toBe("_blank");
  expect((await link.getAttribute("rel"))?.split(" ").sort()).toEqual(["noopener", "noreferrer"]);
  const href = new URL((await link.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://c111.travelpayouts.com/click");
  expect(href.searchParams.get("shmarker")).toMatch(/^457050\.[A-Za-z0-9_]{1,32}$/);
  expect(href.searchParams.get("custom_url")).toMatch(/^https:\/\/www\.(kiwi|aviasales)\.com\//);
}

describe("search from the home page", () => {
  it("mouse: pick JFK and Paris CDG, set a date, submit → URL carries the params → cards sorted by price", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/`);
      const submit = page.getByRole("button", { name: "Search Flights" });
      // Never grey without a reason: enabled from the first visit.
      expect(await submit.isEnabled()).toBe(true);
      await pickSuggestion(page, "from-0", "JFK", "JFK");
      await pickSuggestion(page, "to-0", "Paris", "CDG");
      await page.getByTestId("date-0").fill(DATE);
      expect(await submit.isEnabled()).toBe(true);
      await submit.click();
      await page.waitForURL(/\/search\?/);
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toEqual({
        from: "JFK",
        to: "CDG",
        date: DATE,
        tripType: "oneway",
        adults: "1",
      });
      await page.getByTestId("offer-card").first().waitFor();
      await page.getByTestId("searching").waitFor({ state: "detached" });
      const list = await prices(page);
      expect(list.length).toBeGreaterThan(3);
      expect(isSorted(list)).toBe(true);
      await expectCardLinks(page);
      // Offline offers say so.
      expect(await page.getByTestId("sample-badge").first().textContent()).toBe("Sample data");
      expect(await page.getByTestId("hidden-switches").textContent()).toMatch(/hidden/);
      // The form folds into its summary; debug output only on request (?debug=1).
      expect(await page.getByTestId("search-summary-text").textContent()).toBe(
        searchSummary(serverTranslator("en"), {
          tripType: "oneway",
          legs: [{ from: "JFK", to: "CDG", date: DATE }],
          adults: 1,
        }),
      );
      expect(await page.getByTestId("debug-info").count()).toBe(0);
      const robots = await page.locator('meta[name="robots"]').getAttribute("content");
      expect(robots).toContain("noindex");
    });
  });

  it("keyboard only: the same search with arrows, Enter and Tab", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/`);
      await page.getByRole("tab", { name: "One Way" }).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("from-0");
      await page.keyboard.type("JFK");
      await page.getByRole("listbox").first().waitFor();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      expect(await page.getByTestId("from-0").getAttribute("data-code")).toBe("JFK");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Paris");
      const to = page.getByTestId("to-0");
      await page.waitForFunction(
        () => document.querySelector("[data-testid=to-0]")?.getAttribute("aria-expanded") === "true",
      );
      // Arrow down until the active option is Charles de Gaulle.
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press("ArrowDown");
        const active = await to.getAttribute("aria-activedescendant");
        const text = active ? await page.locator(`[id="${active}"]`).textContent() : "";
        if (text?.includes("(CDG)")) break;
      }
      await page.keyboard.press("Enter");
      expect(await to.getAttribute("data-code")).toBe("CDG");
      expect(await to.getAttribute("aria-expanded")).toBe("false");
      // To → the swap button → the date.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
        "Swap origin and destination",
      );
      await page.keyboard.press("Tab");
      await page.keyboard.type(DATE);
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/search\?from=JFK&to=CDG/);
      await page.getByTestId("offer-card").first().waitFor();
      expect(isSorted(await prices(page))).toBe(true);
    });
  });

  it("Escape closes the suggestions and the live region announces their count", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/`);
      const from = page.getByTestId("from-0");
      await from.fill("Lon");
      await page.waitForFunction(
        () => document.querySelector("[data-testid=from-0]")?.getAttribute("aria-expanded") === "true",
      );
      expect(await page.getByRole("status").filter({ hasText: "suggestion" }).first().textContent()).toMatch(
        /\d+ suggestions? available/,
      );
      await page.keyboard.press("Escape");
      expect(await from.getAttribute("aria-expanded")).toBe("false");
      // One character never queries.
      await from.fill("L");
      await page.waitForTimeout(400);
      expect(await from.getAttribute("aria-expanded")).toBe("false");
    });
  });

  it("a slow older answer never overwrites a newer one; a failing lookup closes silently", async () => {
    await withPage(async (page) => {
      const place = (code: string, name: string) => ({
        id: code,
        name,
        code,
        type: "airport",
        source: "test",
        region: "",
        country: "",
      });
      await page.route("**/functions/v1/autocomplete?*", async (route) => {
        const q = new URL(route.request().url()).searchParams.get("q");
        if (q === "Zu") {
          await new Promise((r) => setTimeout(r, 900));
          await route.fulfill({ json: { items: [place("OLD", "Stale answer")] } }).catch(() => {});
        } else if (q === "Zur") {
          await route.fulfill({ json: { items: [place("ZRH", "Zurich Airport")] } });
        } else {
          await route.fulfill({ status: 500, body: "boom" });
        }
      });
      await openHydrated(page, "/");
      const from = page.getByTestId("from-0");
      await from.pressSequentially("Zu");
      await page.waitForTimeout(300);
      await from.pressSequentially("r");
      await page.getByRole("option", { name: /Zurich Airport/ }).waitFor();
      await page.waitForTimeout(1000);
      expect(await page.getByRole("option", { name: /Stale answer/ }).count()).toBe(0);
      expect(await page.getByRole("option", { name: /Zurich Airport/ }).count()).toBe(1);
      await from.pressSequentially("ich");
      await page.waitForTimeout(600);
      expect(await from.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByRole("listbox").getByRole("option").count()).toBe(0);
    });
  });

  it("shows each validation hint and refuses to search until they are fixed", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/`);
      await page.getByTestId("from-0").focus();
      await page.getByTestId("to-0").focus();
      await page.getByText("Choose a suggestion to lock a valid IATA code.").first().waitFor();
      await page.getByTestId("to-0").fill("CDG");
      await page.getByTestId("date-0").fill("31/02/2026");
      await page.getByTestId("travellers-toggle").focus();
      await page.getByText("Choose a valid date.").waitFor();
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.getByTestId("search-blocked").waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
      expect(await page.getByTestId("from-0").getAttribute("aria-invalid")).toBe("true");
      // A code in parentheses and a dd/mm/yyyy date are accepted.
      await page.getByTestId("from-0").fill("New York (JFK)");
      const [y, m, d] = DATE.split("-");
      await page.getByTestId("date-0").fill(`${d}/${m}/${y}`);
      await page.getByTestId("travellers-toggle").click();
      await page.getByTestId("adults").fill("0");
      await page.getByTestId("from-0").focus();
      expect(await page.getByTestId("adults").inputValue()).toBe("1");
      expect(await page.getByText("Choose a suggestion to lock a valid IATA code.").count()).toBe(0);
      const submit = page.getByRole("button", { name: "Search Flights" });
      expect(await submit.isEnabled()).toBe(true);
      await submit.click();
      await page.waitForURL(new RegExp(`/search\\?from=JFK&to=CDG&date=${DATE}`));
    });
  });

  it("a name typed but not picked from the suggestions is searched as typed and resolved on the server", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/`);
      await page.getByTestId("from-0").fill("londn");
      await page.getByTestId("to-0").fill("new york");
      await page.getByTestId("date-0").fill(DATE);
      await page.getByTestId("travellers-toggle").focus();
      expect(await page.getByText("Choose a suggestion to lock a valid IATA code.").count()).toBe(0);
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.waitForURL((url) => url.searchParams.get("from") === "LON" && url.searchParams.get("to") === "NYC");
      await page.getByRole("heading", { level: 1, name: /London.*New York/ }).waitFor();
    });
  });

  it("return trip: the return date field appears and returnDate is sent", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/`);
      expect(await page.getByTestId("return-date").count()).toBe(0);
      await page.getByRole("tab", { name: "Return Flight" }).click();
      await page.getByTestId("from-0").fill("JFK");
      await page.getByTestId("to-0").fill("LHR");
      await page.getByTestId("date-0").fill(DATE);
      await page.getByTestId("return-date").fill("not a date");
      await page.getByTestId("travellers-toggle").focus();
      await page.getByText("Choose a valid date.").waitFor();
      await page.getByTestId("return-date").fill(RETURN);
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.waitForURL(/\/search\?/);
      const params = new URL(page.url()).searchParams;
      expect(params.get("tripType")).toBe("roundtrip");
      expect(params.get("returnDate")).toBe(RETURN);
      await page.getByTestId("offer-card").first().waitFor();
      expect(
        await page
          .getByTestId("offer-card")
          .first()
          .getByText(/^Return · /)
          .count(),
      ).toBe(1);
      const link = await page
        .getByTestId("offer-card")
        .first()
        .getByRole("link", { name: "View Deal on Kiwi.com →" })
        .getAttribute("href");
      expect(new URL(link ?? "").searchParams.get("custom_url")).toContain(`return=${RETURN}`);
    });
  });

  it("multi city: two legs, each searched and shown in its own section", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/`);
      await page.getByRole("tab", { name: "Multi City" }).click();
      await page.getByTestId("from-0").fill("JFK");
      await page.getByTestId("to-0").fill("CDG");
      await page.getByTestId("date-0").fill(DATE);
      await page.getByTestId("from-1").fill("CDG");
      await page.getByTestId("to-1").fill("FCO");
      await page.getByTestId("date-1").fill(ymd(34));
      await page.getByRole("button", { name: "Add flight" }).click();
      expect(await page.getByTestId("from-2").inputValue()).toBe("FCO");
      await page.getByRole("button", { name: "Remove flight 3" }).click();
      expect(await page.getByTestId("from-2").count()).toBe(0);
      await page.getByRole("button", { name: "Search Multi-City" }).click();
      await page.waitForURL(/tripType=multicity/);
      const params = new URL(page.url()).searchParams;
      expect(params.getAll("from")).toEqual(["JFK", "CDG"]);
      expect(params.getAll("to")).toEqual(["CDG", "FCO"]);
      await page.locator("[data-testid=leg-results-0] [data-testid=offer-card]").first().waitFor();
      await page.locator("[data-testid=leg-results-1] [data-testid=offer-card]").first().waitFor();
      expect(await page.getByRole("heading", { name: /Flight 1: JFK → CDG/ }).count()).toBe(1);
      expect(await page.getByRole("heading", { name: /Flight 2: CDG → FCO/ }).count()).toBe(1);
      expect(isSorted(await prices(page, "[data-testid=leg-results-1]"))).toBe(true);
    });
  });
});

describe("/search results", () => {
  const query = `from=JFK&to=LHR&date=${DATE}&tripType=oneway&adults=1`;

  it("sort tabs and filters change the list as expected", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/search?${query}`);
      await page.getByTestId("offer-card").first().waitFor();
      const all = await prices(page);
      expect(isSorted(all)).toBe(true);

      await page.getByRole("button", { name: /^Fastest/ }).click();
      const minutes = await page.$$eval("[data-testid=offer-card]", (cards) =>
        cards.map((c) => Number(c.getAttribute("data-minutes"))),
      );
      expect(isSorted(minutes)).toBe(true);
      await page.getByRole("button", { name: /^Cheapest/ }).click();
      expect(isSorted(await prices(page))).toBe(true);

      // Stops filter: the count next to "Nonstop" is what ticking it leaves.
      const filters = page.getByRole("region", { name: "Filters" });
      const nonstop = filters.getByRole("checkbox", { name: /Nonstop/ });
      const label = await filters.locator("label").filter({ hasText: "Nonstop" }).textContent();
      const expected = Number(/(\d+)/.exec(label?.replace("Nonstop", "") ?? "")?.[1]);
      await nonstop.check();
      const stops = await page.$$eval("[data-testid=offer-card]", (cards) =>
        cards.map((c) => c.getAttribute("data-stops")),
      );
      expect(stops.length).toBe(expected);
      expect(stops.every((s) => s === "0")).toBe(true);
      await filters.getByRole("link", { name: "Clear all" }).click();
      expect((await prices(page)).length).toBe(all.length);

      // Max price filter keeps only cheaper offers.
      const max = page.getByTestId("max-price");
      const cap = Math.round(((all[0] as number) + (all[all.length - 1] as number)) / 2);
      await max.evaluate((el, v) => {
        const input = el as HTMLInputElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
        setter?.call(input, String(v));
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }, cap);
      const capped = await prices(page);
      expect(capped.length).toBeGreaterThan(0);
      expect(capped.length).toBeLessThan(all.length);
      expect(capped.every((p) => p <= cap)).toBe(true);
    });
  });

  it("the ±3-day strip re-runs the search for another date", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/search?${query}`);
      await page.getByTestId("offer-card").first().waitFor();
      const next = ymd(31);
      await page.locator(`[data-testid=strip-day][href*="date=${next}"]`).click();
      await page.waitForURL(new RegExp(`date=${next}`));
      await expect
        .poll(() => page.getByTestId("search-summary-text").textContent())
        .toBe(
          searchSummary(serverTranslator("en"), {
            tripType: "oneway",
            legs: [{ from: "JFK", to: "LHR", date: next }],
            adults: 1,
          }),
        );
      await page.getByTestId("offer-card").first().waitFor();
      expect(await page.getByTestId("date-0").inputValue()).toBe(next);
      // The heading and the tab's title name the new day too (the words come with the page's data).
      const day = new Date(`${next}T00:00:00Z`).toLocaleDateString("en-US", {
        weekday: "short",
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      });
      const heading = `New York City (JFK) → London (LHR), ${day} · 1 adult, economy`;
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
      expect(await page.title()).toContain(heading);
    });
  });

  it("the strip's price for the chosen day is the cheapest result, for every adult, with its source", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/search?${query.replace("adults=1", "adults=2")}`);
      await page.getByTestId("offer-card").first().waitFor();
      const chosen = page.locator('[data-testid=strip-day][aria-current="date"]');
      await expect.poll(() => chosen.textContent()).toMatch(/\$\d/);
      const stripPrice = Number(((await chosen.textContent()) ?? "").match(/\$([\d,]+)/)?.[1]?.replace(/,/g, ""));
      await expect.poll(async () => Math.round(Math.min(...(await prices(page))))).toBe(stripPrice);
      const strip = page.getByRole("navigation", { name: "Nearby dates" });
      expect(await strip.textContent()).toContain("2 adults · sample data from the offline engine");
    });
  });

  it("a return search's strip shows return fares for the same trip length; its chosen day is the cheapest card", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/search?from=JFK&to=LHR&date=${DATE}&returnDate=${RETURN}&tripType=roundtrip&adults=1`);
      await page.getByTestId("offer-card").first().waitFor();
      const strip = page.getByRole("navigation", { name: "Nearby dates" });
      expect(await strip.textContent()).toContain("Cheapest return fare by departure day for a 7-night trip, 1 adult");
      const chosen = page.locator('[data-testid=strip-day][aria-current="date"]');
      await expect.poll(() => chosen.textContent()).toMatch(/\$\d/);
      const stripPrice = Number(((await chosen.textContent()) ?? "").match(/\$([\d,]+)/)?.[1]?.replace(/,/g, ""));
      await expect.poll(async () => Math.round(Math.min(...(await prices(page))))).toBe(stripPrice);
      // Each day keeps the trip length: the next day's link moves the return date too.
      const next = page.locator(`[data-testid=strip-day][href*="date=${ymd(31)}"]`);
      expect(await next.getAttribute("href")).toContain(`returnDate=${ymd(38)}`);
    });
  });

  it("empty state without a query, and usable at 360 px", async () => {
    await withPage(
      async (page) => {
        await openHydrated(page, `/search`);
        expect(await page.getByTestId("empty-state").textContent()).toBe("No results yet. Try searching for flights.");
        await openHydrated(page, `/search?${query}`);
        await page.getByTestId("offer-card").first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      },
      { width: 360 },
    );
  });

  it("the SearchAction's q prefills the form", async () => {
    await withPage(async (page) => {
      await openHydrated(page, `/search?q=${encodeURIComponent("JFK to CDG")}`);
      // The server resolves the places of q and answers the same search with their codes.
      expect(new URL(page.url()).searchParams.get("from")).toBe("JFK");
      expect(new URL(page.url()).searchParams.get("to")).toBe("CDG");
      expect(await page.getByTestId("from-0").inputValue()).toMatch(/\(JFK\)$/);
      expect(await page.getByTestId("to-0").inputValue()).toMatch(/\(CDG\)$/);
    });
  });

  it("without JavaScript: the GET form from the home page and /search render results on the server", async () => {
    await withPage(
      async (page) => {
        await page.goto(`${server.url}/`);
        await page.getByTestId("from-0").fill("New York (JFK)");
        await page.getByTestId("to-0").fill("CDG");
        await page.getByTestId("date-0").fill(DATE);
        await page.getByRole("button", { name: "Search Flights" }).click();
        await page.waitForURL(/\/search\?/);
        // A typed name resolves on the server: the shared link carries the code.
        expect(new URL(page.url()).searchParams.get("from")).toBe("JFK");
        const cards = await page.getByTestId("offer-card").count();
        expect(cards).toBeGreaterThan(3);
        expect(isSorted(await prices(page))).toBe(true);
        await expectCardLinks(page);
      },
      { javaScriptEnabled: false },
    );
  });
});
