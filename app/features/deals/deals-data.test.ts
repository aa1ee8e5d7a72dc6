import { describe, expect, it } from "vitest";
import { DEAL_ROUTES } from "../../core/deals/deal-trips";
import { deals as english } from "../../i18n/messages/en/deals";
import { DEAL_PLACES } from "./deals-data";

describe("DEAL_PLACES", () => {
  it("names every route the deals job prices, with a destination in the catalogue, and holds no price", () => {
    for (const route of DEAL_ROUTES) {
      const place = DEAL_PLACES[`${route.origin}-${route.destination}`];
      expect(place?.destination && place.destination in english).toBe(true);
      expect(Object.values(place ?? {}).every((value) => typeof value === "string")).toBe(true);
    }
    expect(Object.keys(DEAL_PLACES)).toHaveLength(DEAL_ROUTES.length);
  });
});
