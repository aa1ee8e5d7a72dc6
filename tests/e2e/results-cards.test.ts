import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { serverAndBrowser } from "../support/server-and-browser";

// Result cards: named airlines, alliance-grouped airline filter, expandable flight details,
// at desktop and phone widths.
const app = serverAndBrowser();

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const DATE = ymd(30);
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

async function withPage<T>(viewport: { width: number; height: number }, fn: (page: Page) => Promise<T>) {
  const context = await app.browser.newContext({ viewport, hasTouch: viewport.width < 500 });
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

async function openResults(page: Page, query: string) {
  await page.goto(`${app.server.url}/search?${query}`);
  await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByTestId("offer-card").first().waitFor();
}

describe.each(WIDTHS)("result cards at $name width", (viewport) => {
  it("name each airline beside its mark, and group the airline filter by alliance", async () => {
    await withPage(viewport, async (page) => {
      await openResults(page, `from=JFK&to=CDG&date=${DATE}&tripType=oneway&adults=1`);
      // Each flight is dated in words, as the price strip and the search summary date it.
      const day = new Intl.DateTimeFormat("en-US", {
        weekday: "short",
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }).format(Date.parse(`${DATE}T00:00:00Z`));
      expect(await page.getByTestId("offer-card").first().getByText(`Outbound · ${day}`).count()).toBe(1);
      const names = await page.getByTestId("airline").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      // The mark is the code; the visible name follows it: "AFAir France".
      for (const text of names) expect(text).toMatch(/^[A-Z0-9]{2}.{3,}$/);
      expect(names.join(" ")).toMatch(/Air France|Delta Air Lines|American Airlines|United Airlines/);

      // A phone opens the filters in a sheet; a desktop shows them beside the results.
      const toggle = page.getByRole("button", { name: /^Filters/ });
      const sheet = await toggle.isVisible();
      if (sheet) await toggle.click();
      const filters = sheet
        ? page.getByRole("dialog", { name: "Filters" })
        : page.getByRole("region", { name: "Filters" });
      const skyteam = filters.getByRole("group", { name: "SkyTeam" });
      await skyteam.waitFor();
      await skyteam.getByRole("checkbox", { name: /Air France/ }).check();
      const carriers = await page.$$eval("[data-testid=offer-card]", (cards) =>
        cards.map((c) => [...c.querySelectorAll("[data-testid=airline]")].map((a) => a.textContent ?? "")),
      );
      expect(carriers.length).toBeGreaterThan(0);
      for (const card of carriers) expect(card.join(" ")).toContain("Air France");
      expect(await filters.getByRole("group", { name: "Star Alliance" }).count()).toBe(1);
    });
  });

  it("open a card's flight details from the keyboard: every segment, its airports, and each layover", async () => {
    await withPage(viewport, async (page) => {
      await openResults(page, `from=JFK&to=CDG&date=${DATE}&tripType=oneway&adults=1`);
      const card = page.locator("[data-testid=offer-card]:not([data-stops='0'])").first();
      const button = card.getByRole("button", { name: /^Flight details/ });
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      const details = card.getByTestId("flight-details");
      expect(await details.isVisible()).toBe(false);

      await button.focus();
      await page.keyboard.press("Enter");
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await details.getAttribute("id")).toBe(await button.getAttribute("aria-controls"));
      const segments = details.getByTestId("segment");
      expect(await segments.count()).toBeGreaterThanOrEqual(2);
      const layover = details.getByTestId("layover").first();
      expect(await layover.textContent()).toMatch(/^\d+h \d{2}m layover in /);
      // Airport names arrive from the places function; the first segment leaves JFK.
      await details.getByText("John F. Kennedy International Airport").first().waitFor();
      expect(await segments.first().textContent()).toMatch(/\d{2}:\d{2} [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}/);
      expect(await segments.first().textContent()).toMatch(/\dh \d{2}m · .+ [A-Z0-9]{2} \d+/);

      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.press("Space");
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await details.isVisible()).toBe(false);
    });
  });
});

describe("airline names", () => {
  // A card's airline reads mark then name ("AFAir France"); an airline without its name reads "AFAF".
  const isNamed = (text: string) => text.length > 2 && text.slice(2) !== text.slice(0, 2);

  it("come with the page; a search made on the page loads the airline table and names its airlines too", async () => {
    await withPage(WIDTHS[0] as { width: number; height: number }, async (page) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await openResults(page, `from=JFK&to=CDG&date=${DATE}&tripType=oneway&adults=1`);
      const shown = await page.getByTestId("airline").allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) expect(isNamed(text), text).toBe(true);
      // The page named its own airlines: no table was loaded for them.
      expect(scripts.filter((path) => /\/airlines-[\w-]+\.js$/.test(path))).toEqual([]);

      // Another day from the strip: searched by the browser, with no names from the server.
      const first = await page.getByTestId("offer-card").first().getAttribute("data-price");
      await page.getByTestId("strip-day").nth(1).click();
      await page.waitForFunction((price) => {
        const card = document.querySelector("[data-testid=offer-card]");
        return card !== null && card.getAttribute("data-price") !== price;
      }, first);
      await page.waitForFunction(() =>
        [...document.querySelectorAll("[data-testid=airline]")].every((a) => {
          const text = a.textContent ?? "";
          return text.length > 2 && text.slice(2) !== text.slice(0, 2);
        }),
      );
      const names = await page.getByTestId("airline").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const text of names) expect(isNamed(text), text).toBe(true);
      expect(scripts.filter((path) => /\/airlines-[\w-]+\.js$/.test(path))).toHaveLength(1);
    });
  });
});
