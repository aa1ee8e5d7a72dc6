import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/** A Dutch traveller: searches on a phone at /nl, and sets up a price alert that e-mails in Dutch. */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const iso = (date: Date) => date.toISOString().slice(0, 10);
/** How a Dutch traveller types a date: dd-mm-jjjj. */
const dutch = (date: Date) => iso(date).split("-").reverse().join("-");

async function withPage<T>(width: number, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The newest e-mail the server wrote to its local outbox for this address. */
function outboxMail(to: string): { subject: string; links: string[] } {
  const mail = server
    .logs()
    .filter((line) => line.msg === "e-mail written to the local outbox" && line.to === to)
    .at(-1);
  if (!mail) throw new Error(`no e-mail to ${to} in the outbox`);
  return { subject: String(mail.subject), links: (mail.links as string[]) ?? [] };
}

describe("a Dutch traveller", () => {
  it("searches in Dutch on a phone: Dutch form, a date typed dd-mm-jjjj, Dutch results", async () => {
    await withPage(390, async (page) => {
      await page.goto(`${server.url}/nl`);
      expect(await page.locator("html").getAttribute("lang")).toBe("nl");
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      for (const [testId, text, code] of [
        ["from-0", "JFK", "JFK"],
        ["to-0", "Paris", "CDG"],
      ] as const) {
        await page.getByTestId(testId).fill(text);
        const option = page.getByRole("option", { name: new RegExp(`\\(${code}\\)`) }).first();
        await option.waitFor();
        await option.click();
      }
      const departure = inDays(30);
      await page.getByTestId("date-0").fill(dutch(departure));
      await page.getByRole("button", { name: "Vluchten zoeken" }).click();
      await page.waitForURL(/\/nl\/search\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get("date")).toBe(iso(departure));
      // A client navigation from the home page: the search page's own words arrive with its data.
      const card = page.getByTestId("offer-card").first();
      await card.waitFor();
      expect(await card.getByRole("link", { name: "Bekijk aanbieding bij Kiwi.com →" }).count()).toBe(1);
      expect(await page.getByTestId("sample-badge").first().textContent()).toBe("Voorbeeldgegevens");
      // Prices in US dollars, written the Dutch way.
      expect(await card.textContent()).toMatch(/US\$\s\d/);
    });
  });

  it("creates a price alert on /nl and gets the confirmation e-mail in Dutch, with a Dutch link", async () => {
    await withPage(1280, async (page) => {
      const email = "nl-e2e-alert@example.com";
      await page.goto(`${server.url}/nl/alerts`);
      const submit = page.getByRole("button", { name: "Prijzen volgen" }).first();
      await waitUntilHydrated(submit);
      const form = page.locator("form", { has: submit });
      await form.getByLabel("E-mailadres").fill(email);
      await form.getByLabel("Van", { exact: true }).fill("JFK");
      await form.getByLabel("Naar", { exact: true }).fill("LAX");
      await form.getByLabel("Maximumprijs in USD (optioneel)").fill("350");
      await submit.click();
      await page.getByText(`we hebben een bevestigingslink naar ${email} gestuurd`).waitFor();

      await expect.poll(() => outboxMail(email).subject, { timeout: 10_000 }).toContain("Bevestig je prijsalert");
      const confirm = outboxMail(email).links.find((link) => link.includes("/alerts/confirm?token="));
      expect(new URL(confirm ?? "").pathname).toBe("/nl/alerts/confirm");
      await page.goto(confirm ?? "");
      const button = page.getByRole("button", { name: "Bevestig mijn alert" });
      await waitUntilHydrated(button);
      await button.click();
      await page.getByTestId("alert-confirmed").waitFor();
      expect(await page.getByTestId("alert-confirmed").textContent()).toContain("JFK → LAX");
    });
  });
});
