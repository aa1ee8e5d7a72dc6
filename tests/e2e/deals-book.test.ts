import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/services/db/database.server";
import { affiliateClicks } from "../../app/services/db/schema";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { dealsPriced } from "../support/deals";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-deals-"));
  [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
  await dealsPriced(server.url);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("/deals", () => {
  it("shows 12 dated deals, a saving only with what it compares with, each price's source and age", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/deals`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Flight Deals");
      expect(await page.getByText(/updated daily/i).count()).toBeGreaterThan(0);
      expect(await page.getByTestId("deal-card").count()).toBe(12);
      expect(await page.getByTestId("deals-note").textContent()).toMatch(/sample/i);
      for (const card of await page.getByTestId("deal-card").all()) {
        const basis = (await card.getByTestId("deal-basis").textContent()) ?? "";
        if ((await card.getByText(/^Save \d+%$/).count()) === 1) {
          // The struck-through price is the basis the card names.
          const struck = await card.locator(".line-through [aria-hidden]").textContent();
          expect(basis).toMatch(/^Compared with: (was|typical) /);
          expect(basis).toContain(struck ?? "?");
        } else {
          expect(await card.locator(".line-through").count()).toBe(0);
          expect(basis).toMatch(/^No saving shown/);
        }
        expect(await card.getByTestId("sample-badge").textContent()).toBe("Sample data");
        expect(await card.getByTestId("deal-source").textContent()).toMatch(/price seen (just now|\d+ (min|h) ago)/);
      }
    } finally {
      await page.close();
    }
  });

  it("Book Now opens a popup without opener carrying the marker and the Kiwi target, and stores a click row", async () => {
    const context = await browser.newContext();
    // The partner is not reachable offline: answer the tracking endpoint locally.
    await context.route("https://c111.travelpayouts.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>partner</title>ok" }),
    );
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/deals`);
      const bookNow = page
        .getByTestId("deal-card")
        .first()
        .getByRole("link", { name: /Book Now/ });
      await waitUntilHydrated(bookNow);
      const logged = page.waitForResponse((res) => res.url().endsWith("/functions/v1/log-click"));
      const [popup] = await Promise.all([page.waitForEvent("popup"), bookNow.click()]);
      expect((await logged).status()).toBe(201);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.hostname).toBe("c111.travelpayouts.com");
      expect(url.searchParams.get("shmarker")).toMatch(/^457050\.deals_1_[A-Za-z0-9]+$/);
      expect(url.searchParams.get("promo_id")).toBe("3791");
      expect(url.searchParams.get("source_type")).toBe("customlink");
      expect(url.searchParams.get("type")).toBe("click");
      const target = new URL(url.searchParams.get("custom_url") ?? "");
      expect(target.origin + target.pathname).toBe("https://www.kiwi.com/deep");
      expect(target.searchParams.get("from")).toBe("JFK");
      expect(target.searchParams.get("to")).toBe("CDG");
      const card = page.getByTestId("deal-card").first();
      expect(target.searchParams.get("departure")).toBe(await card.getAttribute("data-depart"));
      expect(target.searchParams.get("return")).toBe(await card.getAttribute("data-return"));
      expect(target.searchParams.get("adults")).toBe("1");
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      expect(await popup.evaluate(() => document.referrer)).toBe("");
      const subId = url.searchParams.get("shmarker")?.split(".")[1];

      await server.stop();
      const db = await openDatabase({ kind: "pglite", dataDir });
      try {
        const rows = await db.db.select().from(affiliateClicks);
        expect(rows).toEqual([expect.objectContaining({ program: "kiwi", subId, origin: "JFK", destination: "CDG" })]);
      } finally {
        await db.close();
      }
    } finally {
      await context.close();
    }
  });
});
