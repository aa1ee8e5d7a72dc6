import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

// With JavaScript off, a traveller types place names and typos ("london", "londn", "new york") in
// the search form and in the alert form; the server resolves them as the suggestions would.
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

async function withoutJavaScript<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

/** The newest link of the local outbox (the server logs each e-mail's links). */
function outboxLink(pattern: RegExp): string {
  const links = server
    .logs()
    .filter((line) => line.msg === "e-mail written to the local outbox")
    .flatMap((line) => (line.links as string[]) ?? []);
  const link = links.reverse().find((l) => pattern.test(l));
  if (!link) throw new Error(`no outbox link matching ${pattern}`);
  return link;
}

describe("place names without JavaScript", () => {
  it("searches london → new york and londn → new york from the search form", async () => {
    await withoutJavaScript(async (page) => {
      for (const typed of ["london", "londn"]) {
        await page.goto(`${server.url}/search`);
        await page.getByTestId("from-0").fill(typed);
        await page.getByTestId("to-0").fill("new york");
        await page.getByTestId("date-0").fill(DATE);
        await page.getByRole("button", { name: "Search Flights" }).click();
        await page.getByTestId("offer-card").first().waitFor();
        const url = new URL(page.url());
        expect([url.searchParams.get("from"), url.searchParams.get("to")], typed).toEqual(["LON", "NYC"]);
        // The form names the places it searched.
        expect(await page.getByTestId("from-0").inputValue()).toBe("London (LON)");
        expect(await page.getByTestId("to-0").inputValue()).toBe("New York (NYC)");
      }
    });
  });

  it("offers the places an ambiguous name means as links that search", async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(`${server.url}/search?from=springfield&to=new+york&date=${DATE}&tripType=oneway`);
      await page.getByText("Did you mean:").waitFor();
      await page.getByTestId("place-choice").first().click();
      await page.getByTestId("offer-card").first().waitFor();
      expect(["SGF", "SPI"]).toContain(new URL(page.url()).searchParams.get("from"));
    });
  });

  it("sets up an alert for london → new york, and springfield (chosen) → londn", async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(`${server.url}/alerts`);
      await page.getByLabel("E-mail", { exact: true }).last().fill("nojs-places@example.com");
      await page.getByLabel("From", { exact: true }).fill("london");
      await page.getByLabel("To", { exact: true }).fill("new york");
      await page.getByRole("button", { name: "Track prices" }).click();
      await page.getByTestId("alert-result").waitFor();
      await page.goto(outboxLink(/\/alerts\/confirm\?token=/));
      await page.getByRole("button", { name: "Confirm my alert" }).click();
      const confirmed = await page.getByTestId("alert-confirmed").textContent();
      expect(confirmed).toContain("LON");
      expect(confirmed).toContain("NYC");

      await page.goto(`${server.url}/alerts`);
      await page.getByLabel("E-mail", { exact: true }).last().fill("nojs-places@example.com");
      await page.getByLabel("From", { exact: true }).fill("springfield");
      await page.getByLabel("To", { exact: true }).fill("londn");
      await page.getByRole("button", { name: "Track prices" }).click();
      await page.getByText("Several places to fly from are called “springfield”: choose one.").waitFor();
      await page.getByTestId("origin-choices").getByRole("button").first().click();
      await page.getByTestId("alert-result").waitFor();
      await page.goto(outboxLink(/\/alerts\/confirm\?token=/));
      await page.getByRole("button", { name: "Confirm my alert" }).click();
      const chosen = await page.getByTestId("alert-confirmed").textContent();
      expect(chosen).toMatch(/SGF|SPI/);
      expect(chosen).toContain("LON");
    });
  });
});
