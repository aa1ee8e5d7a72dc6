import { describe, expect, it } from "vitest";
import type { DestinationQuery, FlightProvider } from "../../core/providers/provider";
import { createOfflineProvider } from "../providers/offline/offline-provider.server";
import type { SearchFlow } from "../search/flow.server";
import { Explore } from "./explore.server";

const NOW = new Date("2026-11-28T03:00:00Z");
const logger = { warn() {}, debug() {} } as never;

/** A live source with a cheapest-destinations API answering Paris and Rome for every month. */
function liveSource(calls: DestinationQuery[], fail = false): FlightProvider {
  return {
    info: { name: "travelpayouts" },
    credentialVars: [],
    isConfigured: () => true,
    async cheapestDestinations(query: DestinationQuery) {
      calls.push(query);
      if (fail) throw new Error("upstream down");
      const depart = `${query.month}-10`;
      const back = `${query.month}-17`;
      return {
        upstreamMs: 5,
        prices: [
          { destination: "PAR", departDate: depart, returnDate: back, price: 356, stops: 1, foundAt: "2026-11-27" },
          { destination: "PAR", departDate: depart, returnDate: back, price: 412, stops: 0 },
          { destination: "ROM", departDate: depart, returnDate: `${query.month}-12`, price: 200, stops: 0 },
          { destination: "NYC", departDate: depart, returnDate: back, price: 1, stops: 0 },
        ],
      };
    },
  } as unknown as FlightProvider;
}

const flowWith = (provider: FlightProvider) =>
  ({
    flags: async () => ({ flags: { USE_DUMMY_DATA: false, FORCE_PROVIDER: "auto" } }),
    providers: { offline: createOfflineProvider({ now: () => NOW }), search: [provider] },
  }) as unknown as SearchFlow;

describe("the explore service", () => {
  it("asks the live source once per month, keeps the cheapest fitting price per destination, and caches", async () => {
    const calls: DestinationQuery[] = [];
    const explore = new Explore(flowWith(liveSource(calls)), logger, { ttlMs: 60_000, now: () => NOW });
    const answer = await explore.destinations("NYC", { when: "2027-01", trip: "week", nonstop: false });
    expect(calls).toEqual([{ origin: "NYC", month: "2027-01", oneWay: false, direct: false }]);
    expect(answer.kind).toBe("live");
    // Rome's 2-night trip is no week; New York is the origin's own city.
    expect(answer.destinations.map((d) => [d.code, d.name, d.price, d.source, d.seenAt])).toEqual([
      ["PAR", "Paris", 356, "travelpayouts", "2026-11-27"],
    ]);
    await explore.destinations("NYC", { when: "2027-01", trip: "week", nonstop: false });
    expect(calls).toHaveLength(1);
    const nonstop = await explore.destinations("NYC", { when: "2027-01", trip: "week", nonstop: true });
    expect(calls.at(-1)).toMatchObject({ direct: true });
    expect(nonstop.destinations.map((d) => [d.code, d.price])).toEqual([["PAR", 412]]);
  });

  it("over its per-minute budget or when the source fails, prices the page with the offline engine and says why", async () => {
    const calls: DestinationQuery[] = [];
    const budgeted = new Explore(flowWith(liveSource(calls)), logger, {
      ttlMs: 60_000,
      now: () => NOW,
      liveCallsPerMinute: 2,
    });
    // "Any time" is four months of calls: over a budget of two.
    const busy = await budgeted.destinations("NYC", { when: "any", trip: "oneway", nonstop: false });
    expect(calls).toHaveLength(0);
    expect(busy).toMatchObject({ kind: "sample", fallback: "busy" });
    expect(busy.destinations.length).toBeGreaterThan(20);
    expect(busy.destinations.every((d) => d.source === "sample")).toBe(true);

    const failing = new Explore(flowWith(liveSource([], true)), logger, { ttlMs: 60_000, now: () => NOW });
    const failed = await failing.destinations("LON", { when: "2027-01", trip: "oneway", nonstop: false });
    expect(failed).toMatchObject({ kind: "sample", fallback: "failed" });
  }, 60_000);
});
