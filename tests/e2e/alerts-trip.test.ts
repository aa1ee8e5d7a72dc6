import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { outboxLink } from "../support/outbox";
import { type RunningServer, startServer } from "../support/server";

/**
 * From a return search NYC → PAR for 2 adults and 1 child in business, "Track this
 * route" (a button above the results) opens the alert form with the whole trip; the alert is
 * confirmed from the e-mail (the local outbox), the confirmation page shows its current price at
 * once, and the list shows the trip.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

it("tracks the return trip searched, with its travellers and cabin, from the results to the list", async () => {
  const page = await browser.newPage();
  const email = "e2e-trip@example.com";
  const [departDate, returnDate] = [inDays(45), inDays(52)];
  try {
    const search = new URLSearchParams({
      from: "NYC",
      to: "PAR",
      date: departDate,
      returnDate,
      tripType: "roundtrip",
      adults: "2",
      children: "1",
      cabin: "business",
    });
    await page.goto(`${server.url}/search?${search}`);
    const track = page.getByTestId("track-trip").first();
    await waitUntilHydrated(track);
    expect(await track.textContent()).toContain("Track this route");
    // Near the top: before the first result card.
    const trackBox = await track.boundingBox();
    const firstCard = page.getByTestId("offer-list").first();
    await firstCard.waitFor();
    expect(trackBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan((await firstCard.boundingBox())?.y ?? 0);
    await track.click();

    // The alert form, prefilled with the whole trip.
    await page.waitForURL(/\/alerts\?/);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Track prices" }) });
    await waitUntilHydrated(form.getByRole("button", { name: "Track prices" }));
    expect(await form.getByLabel("From", { exact: true }).inputValue()).toContain("NYC");
    expect(await form.getByLabel("To", { exact: true }).inputValue()).toContain("PAR");
    expect(await form.getByLabel("Departure day (optional)").inputValue()).toBe(departDate);
    expect(await form.getByLabel("Return", { exact: true }).isChecked()).toBe(true);
    expect(await form.getByLabel("Return day (with a departure day)").inputValue()).toBe(returnDate);
    expect(await form.getByLabel("Adults").inputValue()).toBe("2");
    expect(await form.getByLabel("Children (2–11)").inputValue()).toBe("1");
    expect(await form.getByLabel("Cabin").inputValue()).toBe("business");
    await form.getByLabel("E-mail").fill(email);
    await form.getByRole("button", { name: "Track prices" }).click();
    await page.getByTestId("alert-result").waitFor();
    expect(await page.getByTestId("alert-result").textContent()).toContain(`confirmation link to ${email}`);

    // Confirmed from the e-mail: the trip, and its price at once (source and age).
    await page.goto(outboxLink(server, /\/alerts\/confirm\?token=/));
    await waitUntilHydrated(page.getByRole("button", { name: "Confirm my alert" }));
    await page.getByRole("button", { name: "Confirm my alert" }).click();
    const confirmed = page.getByTestId("alert-confirmed");
    await confirmed.waitFor();
    expect(await confirmed.textContent()).toContain("Return, 2 adults, 1 child, business");
    expect(await page.getByTestId("first-price").textContent()).toMatch(
      /Current price: \$[\d,]+\.\d\d \(.+, found .+\)/,
    );

    // The list (signed out: a management link by e-mail) shows the trip and the price.
    await page.goto(`${server.url}/alerts`);
    await waitUntilHydrated(page.getByRole("button", { name: "E-mail me a link" }));
    await page.getByLabel("E-mail", { exact: true }).first().fill(email);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await page.getByText(/a link to manage them is on its way/).waitFor();
    await page.goto(outboxLink(server, /\/alerts\?token=/));
    const item = page.getByTestId("alert-item");
    await item.first().waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.getByTestId("alert-trip").textContent()).toBe("Return, 2 adults, 1 child, business");
    const text = (await item.textContent())?.replace(/\u00a0/g, " ") ?? "";
    expect(text).toContain("NYC → PAR");
    expect(text).toContain(", back on ");
    expect(text).toMatch(/Latest price \$[\d,]+\.\d\d/);
  } finally {
    await page.close();
  }
});
