import { getTimeZone } from "../places/airports.server";
import type { FlightProvider } from "../providers/provider";
import type { ServiceDeps } from "./search-service.server";

/**
 * Wires the function API to the places index (time zones) and the offline engine.
 * TEMPORARY until A1's offline engine (app/providers/offline, provider "sample") lands:
 * the offline fallback answers no offers, labelled as offline.
 */
const noOfflineEngine: FlightProvider = {
  name: "sample",
  async search() {
    return {
      offers: [],
      diagnostics: {
        provider: "sample",
        source: "offline",
        upstreamMs: null,
        cacheHit: false,
        fallbackReason: "offline_engine_missing",
      },
    };
  },
};

export function functionDeps(): ServiceDeps {
  return { offline: noOfflineEngine, timeZoneOf: getTimeZone };
}
