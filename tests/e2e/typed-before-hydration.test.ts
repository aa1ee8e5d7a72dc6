import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitUntilHydrated } from "../support/browser";
import { serverAndBrowser } from "../support/server-and-browser";

/**
 * On a slow phone the server's page can be typed into before its scripts arrive. What a traveller
 * typed then is still there, and still what the page acts on, once the page has come alive: the
 * scripts are held back here until the typing is done.
 */
const app = serverAndBrowser();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Opens a page whose scripts wait until the returned function is called. */
async function openWithScriptsHeld(path: string, width: number): Promise<{ page: Page; release: () => void }> {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(app.server.url + path, { waitUntil: "domcontentloaded" });
  // Nothing has hydrated yet: React has not seen the page.
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  return { page, release };
}

describe("typing before the page comes alive", () => {
  for (const width of [1280, 390]) {
    it(`the search form keeps what was typed and searches for it (${width} px)`, async () => {
      const { page, release } = await openWithScriptsHeld("/", width);
      const date = inDays(30);
      await page.getByTestId("from-0").fill("JFK");
      await page.getByTestId("to-0").fill("CDG");
      await page.getByTestId("date-0").fill(date);
      await page.getByTestId("travellers-toggle").click();
      await page.getByTestId("adults").fill("2");
      await page.getByTestId("cabin").selectOption("business");
      release();
      await waitUntilHydrated(page.getByTestId("from-0"));
      // A render after hydration (the summary counts the travellers) shows React holds the values.
      await expect.poll(() => page.getByTestId("travellers-summary").textContent()).toMatch(/2 adults.*Business/);
      expect(await page.getByTestId("from-0").inputValue()).toBe("JFK");
      expect(await page.getByTestId("date-0").inputValue()).toBe(date);
      await page.getByTestId("travellers-toggle").click();
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.waitForURL(/\/search\?/);
      const params = new URL(page.url()).searchParams;
      expect([params.get("from"), params.get("to"), params.get("date"), params.get("adults")]).toEqual([
        "JFK",
        "CDG",
        date,
        "2",
      ]);
      expect(params.get("cabin")).toBe("business");
      await page.context().close();
    });
  }

  it("a value the browser cleaned on its own (a number field given ' 2') is not taken for typing", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/search?from=JFK&to=CDG&date=${inDays(30)}&tripType=oneway&adults=%202`);
    await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
    expect(await page.getByTestId("travellers-summary").first().textContent()).toMatch(/^2 adults/);
    await context.close();
  });

  it("a place typed in Dutch while the scripts load opens its suggestions once they run", async () => {
    const { page, release } = await openWithScriptsHeld("/nl", 390);
    await page.getByTestId("from-0").fill("Amster");
    release();
    await waitUntilHydrated(page.getByTestId("from-0"));
    await page.getByRole("option", { name: /AMS/ }).first().waitFor();
    await page.getByTestId("from-0").press("Enter");
    await expect.poll(() => page.getByTestId("from-0").getAttribute("data-code")).toBe("AMS");
    await page.context().close();
  });

  it("the guides search filters by what was typed", async () => {
    const { page, release } = await openWithScriptsHeld("/guides", 1280);
    await page.getByPlaceholder("Search guides...").fill("PARIS");
    release();
    await waitUntilHydrated(page.getByPlaceholder("Search guides..."));
    await expect
      .poll(() => page.locator("main ul li h2").allTextContents())
      .toEqual(["New York JFK to Paris CDG: A Practical Route Guide", "Why We Filter Out Airport-Switch Connections"]);
    await page.waitForURL(/q=PARIS/);
    await page.context().close();
  });
});
