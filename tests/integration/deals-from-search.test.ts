import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savingPercent, typicalFare } from "../../app/core/deals/saving-basis";
import { hasAirportSwitch, mergeSources } from "../../app/core/search/merge";
import type { FlightOffer } from "../../app/core/search/types";
import { openDatabase } from "../../app/services/db/database.server";
import { deals, priceObservations } from "../../app/services/db/schema";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { dealsPriced } from "../support/deals";
import { type RunningServer, startServer } from "../support/server";

/**
 * Deals agree with the search: on a booted server, every deal on /deals is the cheapest
 * offer of its source that a search of the same trip finds, and every saving shown names its basis
 * and agrees with the stored price history. Once with no live source (sample prices from the
 * offline engine), once with the provider fakes configured (live prices).
 */

interface ShownDeal {
  origin: string;
  destination: string;
  depart: string;
  ret: string;
  source: string;
  priceCents: number;
  compareKind: string;
  compareCents: number | null;
  compareBasis: string;
  html: string;
}

const attr = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1] ?? "";
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

async function shownDeals(base: string): Promise<ShownDeal[]> {
  const html = await (await fetch(`${base}/deals`)).text();
  return html
    .split("<li")
    .filter((part) => part.includes('data-testid="deal-card"'))
    .map((part) => {
      const card = part.split("</li>")[0] ?? "";
      const compare = attr(card, "data-compare-cents");
      return {
        origin: attr(card, "data-origin"),
        destination: attr(card, "data-destination"),
        depart: attr(card, "data-depart"),
        ret: attr(card, "data-return"),
        source: attr(card, "data-source"),
        priceCents: Number(attr(card, "data-price-cents")),
        compareKind: attr(card, "data-compare-kind"),
        compareCents: compare ? Number(compare) : null,
        compareBasis: attr(card, "data-compare-basis"),
        html: card,
      };
    });
}

/** The same trip searched as the results page does: every source's function, merged. */
async function searchTrip(base: string, deal: ShownDeal): Promise<FlightOffer[]> {
  const trip = {
    from: deal.origin,
    to: deal.destination,
    date: deal.depart,
    returnDate: deal.ret,
    tripType: "roundtrip",
  };
  const [amadeus, tp] = await Promise.all([
    fetch(`${base}/functions/v1/search-amadeus`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...trip, adults: 1 }),
    }).then((r) => r.json()),
    fetch(`${base}/functions/v1/search-travelpayouts?${new URLSearchParams({ ...trip, adults: "1" })}`).then((r) =>
      r.json(),
    ),
  ]);
  return mergeSources([
    { provider: "amadeus", items: amadeus.items ?? [] },
    { provider: "travelpayouts", items: tp.items ?? [] },
  ]).offers;
}

async function expectDealsFoundBySearch(base: string, label: string) {
  const shown = await shownDeals(base);
  expect(shown).toHaveLength(12);
  for (const deal of shown) {
    const offers = (await searchTrip(base, deal)).filter((o) => o.provider === deal.source && !hasAirportSwitch(o));
    const cheapest = Math.min(...offers.map((o) => Math.round(o.price * 100)));
    expect(cheapest, `${deal.origin}-${deal.destination} ${deal.depart}`).toBe(deal.priceCents);
    const words = text(deal.html);
    expect(words).toContain(deal.source === "sample" ? "Sample data" : label);
    if (deal.compareKind) {
      // A badge and a struck-through price only with a named basis, cheaper by the badge's percent.
      expect(words).toContain(`Save ${savingPercent(deal.priceCents, deal.compareCents ?? 0)}%`);
      expect(words).toMatch(
        deal.compareKind === "earlier"
          ? /Compared with: was \$[\d,]+ on [A-Z][a-z]{2} \d{1,2}/
          : /Compared with: typical \$[\d,]+ in [A-Z][a-z]+ \d{4}/,
      );
      expect(deal.html).toContain("line-through");
    } else {
      expect(words).not.toMatch(/Save \d+%/);
      expect(deal.html).not.toContain("line-through");
      expect(words).toContain("No saving shown");
    }
  }
  return shown;
}

/** Every saving agrees with the stored history: the earlier observation exists, the typical fare recomputes. */
async function expectSavingsInHistory(dataDir: string, shown: ShownDeal[]) {
  const db = await openDatabase({ kind: "pglite", dataDir });
  try {
    for (const deal of shown.filter((d) => d.compareKind)) {
      const [row] = await db.db
        .select()
        .from(deals)
        .where(and(eq(deals.origin, deal.origin), eq(deals.destination, deal.destination)));
      const month = await db.db
        .select()
        .from(priceObservations)
        .where(
          and(
            eq(priceObservations.origin, deal.origin),
            eq(priceObservations.destination, deal.destination),
            eq(priceObservations.source, deal.source),
            like(priceObservations.departDate, `${deal.depart.slice(0, 7)}-%`),
          ),
        );
      if (deal.compareKind === "earlier") {
        const earlier = month.find(
          (o) =>
            o.departDate === deal.depart &&
            o.returnDate === deal.ret &&
            o.observedAt.toISOString() === deal.compareBasis,
        );
        expect(earlier?.priceCents).toBe(deal.compareCents);
      } else {
        expect(deal.compareBasis).toBe(deal.depart.slice(0, 7));
        const trip = { departDate: deal.depart, returnDate: deal.ret };
        expect(typicalFare(month, trip, row?.computedAt ?? new Date())).toBe(deal.compareCents);
      }
    }
  } finally {
    await db.close();
  }
}

describe("deals with no live source: sample prices from the offline engine", () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-deals-int-"));
    server = await startServer({ dataDir });
    await dealsPriced(server.url);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("shows 12 deals a search of the same trip finds at that price, sample-labelled, each saving with its basis", async () => {
    const shown = await expectDealsFoundBySearch(server.url, "Sample data");
    expect(shown.every((d) => d.source === "sample")).toBe(true);
    await server.stop();
    await expectSavingsInHistory(dataDir, shown);
  }, 120_000);

  it("after a restart, compares with an earlier stored price of the same trip: 'was $… on <day>'", async () => {
    const db = await openDatabase({ kind: "pglite", dataDir });
    const [first] = await db.db.select().from(deals).where(eq(deals.slot, 0));
    if (!first) throw new Error("no deal");
    const earlier = new Date(first.observedAt.getTime() - 2 * 86_400_000);
    await db.db.insert(priceObservations).values({
      ...first,
      id: undefined,
      priceCents: first.priceCents + 15_000,
      observedAt: earlier,
    });
    await db.db.delete(deals); // the next start prices them again
    await db.close();
    server = await startServer({ dataDir });
    await dealsPriced(server.url);
    const shown = await expectDealsFoundBySearch(server.url, "Sample data");
    expect(shown[0]).toMatchObject({
      compareKind: "earlier",
      compareCents: first.priceCents + 15_000,
      compareBasis: earlier.toISOString(),
    });
    await server.stop();
    await expectSavingsInHistory(dataDir, shown);
  }, 150_000);
});

describe("deals with live sources configured (the provider fakes)", () => {
  let server: RunningServer;
  let dataDir: string;
  let amadeus: ProviderFake;
  let tp: ProviderFake;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-deals-live-"));
    [amadeus, tp] = await Promise.all([startAmadeusFake(), startTravelpayoutsFake()]);
    server = await startServer({ dataDir, env: { ...fakeProvidersEnv(amadeus, tp), DEALS_CRON: "15 4 * * *" } });
    await dealsPriced(server.url);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), amadeus?.close(), tp?.close()]);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("prices each deal from a live source, found at that price by a search of the same trip", async () => {
    const shown = await expectDealsFoundBySearch(server.url, "");
    expect(shown.every((d) => d.source !== "sample")).toBe(true);
    await server.stop();
    await expectSavingsInHistory(dataDir, shown);
  }, 120_000);
});
