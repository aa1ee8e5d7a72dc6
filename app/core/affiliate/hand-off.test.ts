import { describe, expect, it } from "vitest";
import { generateOfflineOffers } from "../../services/providers/offline/engine";
import { buildAffiliateLink, partnerTarget, programForDeeplink } from "./affiliate-link";
import { describeHandOff } from "./hand-off";

const trip = { origin: "JFK", destination: "CDG", departure: "2026-12-16" };

describe("what a hand-off says it opens", () => {
  it("a sample (offline engine) offer opens the partner's search for that route and day", () => {
    const [sample] = generateOfflineOffers(
      { from: "JFK", to: "CDG", date: "2026-12-16", tripType: "oneway", adults: 1 },
      { now: new Date("2026-11-20T12:00:00Z") },
    );
    expect(sample).toBeDefined();
    const link = buildAffiliateLink({
      program: programForDeeplink(sample?.deeplink),
      subId: "s",
      ...trip,
      target: sample?.deeplink,
    });
    expect(describeHandOff(link)).toEqual({
      kind: "search",
      program: "kiwi",
      from: "JFK",
      to: "CDG",
      departure: "2026-12-16",
      returnDate: undefined,
    });
  });

  it("a return search names both days; Aviasales' search reads the same way", () => {
    const returnTrip = { ...trip, returnDate: "2026-12-23" };
    expect(describeHandOff(partnerTarget({ program: "kiwi", ...returnTrip }))).toMatchObject({
      kind: "search",
      departure: "2026-12-16",
      returnDate: "2026-12-23",
    });
    expect(describeHandOff(partnerTarget({ program: "aviasales", ...returnTrip }))).toMatchObject({
      kind: "search",
      program: "aviasales",
      from: "JFK",
      to: "CDG",
      returnDate: "2026-12-23",
    });
  });

  it("an offer's own Aviasales page is that offer; a bare home page says so", () => {
    const own = "https://www.aviasales.com/search/JFK1612CDG1?t=ticket42";
    expect(describeHandOff(partnerTarget({ program: "aviasales", ...trip, target: own }))).toEqual({
      kind: "offer",
      program: "aviasales",
    });
    expect(describeHandOff(partnerTarget({ program: "aviasales", origin: "JFK", destination: "CDG" }))).toEqual({
      kind: "home",
      program: "aviasales",
    });
  });
});
