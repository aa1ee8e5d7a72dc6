import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/services/db/database.server";
import { priceObservations } from "../../app/services/db/schema";
import { type RunningServer, startServer } from "../support/server";

/**
 * Price insight on the built server (offline engine only, so sample history): a return search
 * judges today's cheapest fare against its source's comparable history — seeded here with prices
 * far above the engine's, so the verdict is "low" and the count exact — and says what it is based
 * on; a party with no history of its own is told so; every search and calendar records its trip
 * length and travellers.
 */

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const section = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
};

let server: RunningServer;
let dataDir: string;
const depart = inDays(45);
const returnDate = addDays(depart, 7);
const month = depart.slice(0, 7);
const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const search = (extra = "") =>
  `${server.url}/search?from=NYC&to=PAR&date=${depart}&returnDate=${returnDate}&tripType=roundtrip&adults=1${extra}`;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-insight-int-"));
  const db = await openDatabase({ kind: "pglite", dataDir });
  const row = (day: number, overrides: Partial<typeof priceObservations.$inferInsert> = {}) => ({
    origin: "NYC",
    destination: "PAR",
    departDate: `${month}-${String(day).padStart(2, "0")}`,
    returnDate: addDays(`${month}-${String(day).padStart(2, "0")}`, 7),
    tripNights: 7,
    cabin: "economy",
    source: "sample",
    sample: true,
    priceCents: 500_000 + day * 1000,
    currency: "USD",
    observedAt: new Date(Date.now() - day * DAY_MS),
    kind: "calendar",
    ...overrides,
  });
  await db.db.insert(priceObservations).values([
    // Twelve one-adult return trips of 7 nights, $5,010–$5,120 (sample).
    ...Array.from({ length: 12 }, (_, i) => row(i + 1)),
    // Two adults at $10,400 in total: $5,200 per adult, comparable.
    row(13, { adults: 2, priceCents: 1_040_000 }),
    row(14, { adults: 2, priceCents: 1_040_000, tripNights: 9, returnDate: addDays(`${month}-14`, 9) }),
    // Not comparable: another source, a child, one way, 12 nights, another month, 70 days ago.
    row(15, { source: "travelpayouts", sample: false }),
    row(16, { children: 1 }),
    row(17, { returnDate: null, tripNights: null }),
    row(18, { tripNights: 12, returnDate: addDays(`${month}-18`, 12) }),
    row(19, { departDate: `${addDays(`${month}-01`, 40).slice(0, 7)}-05` }),
    row(20, { observedAt: new Date(Date.now() - 70 * DAY_MS) }),
  ]);
  await db.close();
  server = await startServer({ dataDir });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("price insight", () => {
  it("a return search shows a verdict, the typical range and what it is based on, with a chart, labelled sample", async () => {
    const html = await (await fetch(search())).text();
    const panel = section(html, "price-insight");
    const words = text(panel);
    expect(words).toContain("Low price");
    expect(words).toMatch(/Today's cheapest fare, \$[\d,]+ per adult, is low for this trip/);
    expect(words).toContain("Typical range: $5,043–$5,108.");
    expect(words).toContain(
      `Based on 14 prices seen for New York → Paris in ${monthName} (return trips of 5–9 nights, economy), last 60 days, from Sample data.`,
    );
    expect(words).toContain("Sample history");
    // The chart: an SVG image named by its title and described in words, with a table of its prices.
    expect(panel).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/);
    expect(panel).toMatch(/<title id="[^"]+">Lowest price seen each day, last 60 days<\/title>/);
    expect(panel).toMatch(/<desc id="[^"]+">14 days with prices from/);
    expect(words).toContain("The chart's prices as a table");
    // Two adults compare per adult with the same history (and the one adult's prices seen since).
    const twoAdults = await (await fetch(search("&adults=2").replace("adults=1&", ""))).text();
    const two = text(section(twoAdults, "price-insight"));
    expect(Number(/Based on (\d+) prices/.exec(two)?.[1])).toBeGreaterThanOrEqual(14);
    expect(two).toMatch(/Today's cheapest fare, \$[\d,]+ per adult, is (low|typical|high) for this trip/);
  });

  it("speaks Dutch on /nl/search, numbers and months through the format module", async () => {
    const html = await (await fetch(search().replace("/search?", "/nl/search?"))).text();
    const words = text(section(html, "price-insight"));
    expect(words).toContain("Prijsinzicht");
    expect(words).toMatch(
      /Op basis van \d+ prijzen gezien voor New York → Parijs in \w+ \d{4} \(retourreizen van 5–9 nachten, economy\)/,
    );
    expect(words).toMatch(/Gangbare prijzen: € ?[\d.]+|Gangbare prijzen: US\$ ?[\d.]+|Gangbare prijzen: \$ ?[\d.]+/);
    expect(words).toContain("Voorbeeldgeschiedenis");
  });

  it("with too little history for these travellers, says so instead of guessing", async () => {
    const html = await (await fetch(search("&children=1"))).text();
    const words = text(section(html, "price-insight"));
    expect(words).toContain(
      `Only 1 price seen for New York → Paris in ${monthName} (return trips of 5–9 nights, economy) from Sample data in the last 60 days: too little history`,
    );
    expect(html).not.toContain('data-testid="price-verdict"');
    expect(words).toContain("Sample history");
  });

  it("records every search and calendar with its trip length and travellers", async () => {
    const html = await (await fetch(search("&children=1&view=month"))).text();
    expect(html).toContain('data-testid="month-view"');
    await server.stop();
    const db = await openDatabase({ kind: "pglite", dataDir });
    try {
      const party = and(eq(priceObservations.origin, "NYC"), eq(priceObservations.children, 1));
      const rows = await db.db.select().from(priceObservations).where(party);
      const calendar = rows.filter((r) => r.kind === "calendar" && r.recordedAt.getTime() > Date.now() - 600_000);
      expect(calendar.length).toBeGreaterThanOrEqual(7);
      expect(calendar.every((r) => r.tripNights === 7 && r.adults === 1 && r.sample && r.source === "sample")).toBe(
        true,
      );
      expect(rows.some((r) => r.kind === "search" && r.departDate === depart && r.tripNights === 7)).toBe(true);
    } finally {
      await db.close();
    }
    server = await startServer({ dataDir });
  }, 60_000);
});
