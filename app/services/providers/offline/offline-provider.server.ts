/**
 * The offline engine as a FlightProvider (provider "sample"): the embedded default, the
 * answer under USE_DUMMY_DATA / FORCE_PROVIDER=dummy, and the fallback of a live source
 * without credentials or quota. Its offers are always labelled as sample data.
 */

import { offlineInfo } from "../../../core/providers/offline/offline-info";
import type { FlightProvider, ProviderAnswer, ProviderCall } from "../../../core/providers/provider";
import type { SearchRequest } from "../../../core/search/types";
import { generateOfflineOffers, warmOfflineEngine } from "./engine";

export interface OfflineProviderOptions {
  /** The clock for the booking curve; defaults to the real one. */
  now?: () => Date;
}

export function createOfflineProvider(options: OfflineProviderOptions = {}): FlightProvider {
  // Warm the airport table and time zones off the request path.
  setImmediate(warmOfflineEngine);
  return {
    info: offlineInfo,
    credentialVars: [],
    isConfigured: () => true,
    async search(request: SearchRequest, call: Pick<ProviderCall, "signal">): Promise<ProviderAnswer> {
      call.signal.throwIfAborted();
      return { offers: generateOfflineOffers(request, { now: options.now?.() }), upstreamMs: null };
    },
    async healthTest() {
      return { ok: true, status: 200, error: null, sample: null, stage: "offline", body: null };
    },
    circuitState: () => "closed",
  };
}
