import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

// Autocomplete as travellers type: Enter and Tab take the active or top suggestion, "LA" finds Los Angeles first,
// a swap button, and the fields name the places after a search.
let server: RunningServer;
let browser: Browser;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const DATE = ymd(30);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage<T>(width: number, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

/** Types like a person and waits until the suggestions for the whole text are listed. */
async function typeAndWait(page: Page, testId: string, text: string, expectedTop: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.pressSequentially(text);
  await page.getByRole("listbox").getByRole("option").first().filter({ hasText: expectedTop }).waitFor();
  return input;
}

describe.each([
  { name: "desktop", width: 1280 },
  { name: "phone", width: 390 },
])("autocomplete at $name width", ({ width }) => {
  it("Enter and Tab take the top suggestion, LA is Los Angeles, and the swap button swaps", async () => {
    await withPage(width, async (page) => {
      await page.goto(`${server.url}/`);
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      const from = await typeAndWait(page, "from-0", "LA", "(LAX)");
      await page.keyboard.press("Enter");
      expect(await from.getAttribute("data-code")).toBe("LAX");
      expect(await from.inputValue()).toBe("Los Angeles (LAX)");

      const to = await typeAndWait(page, "to-0", "Paris", "(PAR)");
      await page.keyboard.press("Tab");
      expect(await to.getAttribute("data-code")).toBe("PAR");
      expect(await to.inputValue()).toBe("Paris (PAR)");

      await page.getByRole("button", { name: "Swap origin and destination" }).click();
      expect(await from.getAttribute("data-code")).toBe("PAR");
      expect(await to.getAttribute("data-code")).toBe("LAX");

      await page.getByTestId("date-0").fill(DATE);
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.waitForURL(/\/search\?/);
      const url = new URL(page.url());
      expect([url.searchParams.get("from"), url.searchParams.get("to")]).toEqual(["PAR", "LAX"]);
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      expect(await page.getByTestId("from-0").inputValue()).toBe("Paris (PAR)");
      expect(await page.getByTestId("to-0").inputValue()).toBe("Los Angeles (LAX)");
    });
  });

  it("a shared link shows the places by name, and searches them unchanged", async () => {
    await withPage(width, async (page) => {
      await page.goto(`${server.url}/search?from=NYC&to=CDG&date=${DATE}&tripType=oneway&adults=1`);
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      expect(await page.getByTestId("from-0").inputValue()).toBe("New York (NYC)");
      expect(await page.getByTestId("to-0").inputValue()).toMatch(/Charles de Gaulle.* \(CDG\)$/);
      await page.getByTestId("offer-card").first().waitFor();
      // The form is folded into its summary line after a search: open it to search again.
      await page.getByTestId("search-summary").click();
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.waitForURL(/from=NYC&to=CDG/);
    });
  });
});
