/**
 * The offline engine as a FlightProvider: provider name "sample", offers
 * labelled `provider: "sample"`, diagnostics source "offline". Used as the
 * embedded default, for USE_DUMMY_DATA / FORCE_PROVIDER=dummy, and as the
 * fallback of a live provider without credentials.
 */
import type { SearchRequest } from "../../search/types";
import type { FlightProvider, ProviderResult } from "../provider";
import { type EngineOptions, generateOfflineOffers, warmOfflineEngine } from "./engine";

export const OFFLINE_PROVIDER_NAME = "sample";

export interface OfflineProviderOptions {
  /** The clock for the booking curve; defaults to the real one. */
  now?: () => Date;
}

/** Sample offers for a request, with the diagnostics the search functions report. */
export function searchOffline(request: SearchRequest, options: EngineOptions = {}): ProviderResult {
  return {
    offers: generateOfflineOffers(request, options),
    diagnostics: { provider: OFFLINE_PROVIDER_NAME, source: "offline", upstreamMs: null, cacheHit: false },
  };
}

export function createOfflineProvider(options: OfflineProviderOptions = {}): FlightProvider {
  // Warm the airport table and time zones off the request path.
  setImmediate(warmOfflineEngine);
  return {
    name: OFFLINE_PROVIDER_NAME,
    async search(request: SearchRequest, signal: AbortSignal): Promise<ProviderResult> {
      signal.throwIfAborted();
      return searchOffline(request, { now: options.now?.() });
    },
  };
}

export const offlineProvider: FlightProvider = createOfflineProvider();
