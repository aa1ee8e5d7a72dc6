import { describe, expect, it } from "vitest";
import { explorePlan } from "../../core/explore/explore-plan";
import { hasAirportSwitch, maxLegStops } from "../../core/search/merge";
import { airportsForCity } from "../places/airports.server";
import { generateOfflineOffers } from "../providers/offline/engine";
import { createOfflineProvider } from "../providers/offline/offline-provider.server";
import type { SearchFlow } from "../search/flow.server";
import { cheapDays, offlineDestinations } from "./offline-explore.server";

const NOW = new Date();
const flow = {
  flags: async () => ({ flags: { USE_DUMMY_DATA: false, FORCE_PROVIDER: "auto" } }),
  providers: { offline: createOfflineProvider() },
} as unknown as SearchFlow;

/** The price the results page shows first for a trip: the engine's offers with the results' rules. */
function cheapestCard(to: string, date: string, returnDate: string | undefined, nonstop: boolean): number {
  const offers = generateOfflineOffers(
    {
      from: "NYC",
      to,
      date,
      ...(returnDate ? { returnDate } : {}),
      tripType: returnDate ? "roundtrip" : "oneway",
      adults: 1,
      cabin: "economy",
    },
    { now: NOW },
  ).filter((o) => !hasAirportSwitch(o) && (!nonstop || maxLegStops(o) === 0));
  return Math.round(Math.min(...offers.map((o) => o.price)));
}

describe("explore priced by the offline engine", () => {
  it("searches a few cheap days a few days apart", () => {
    const plan = explorePlan("NYC", { when: "any", trip: "week", nonstop: false }, NOW);
    const days = cheapDays(plan, NOW);
    expect(days).toHaveLength(3);
    for (const day of days) {
      expect(plan.departures).toContain(day.date);
      expect(Date.parse(day.returnDate ?? "") - Date.parse(day.date)).toBe(7 * 86_400_000);
    }
  });

  it("lists destinations whose prices are what the search of those dates shows first", async () => {
    const plan = explorePlan("NYC", { when: "any", trip: "week", nonstop: true }, NOW);
    const origin = airportsForCity("NYC")[0];
    if (!origin) throw new Error("NYC unknown");
    const list = await offlineDestinations(flow, origin, plan, { signal: AbortSignal.timeout(60_000), now: NOW });
    expect(list.length).toBeGreaterThan(20);
    expect(list.some((d) => d.code === "NYC" || d.code === "WAS")).toBe(true);
    expect(list.some((d) => d.code === "NYC")).toBe(false);
    for (const d of list.filter((x) => ["LON", "PAR", "TYO", "MIA"].includes(x.code))) {
      expect(d.source).toBe("sample");
      expect(d.stops).toBe(0);
      expect(d.price).toBe(cheapestCard(d.code, d.departDate, d.returnDate, true));
    }
  }, 60_000);
});
