/**
 * The offline engine as a FlightProvider (provider "sample"): the embedded default, the
 * answer under USE_DUMMY_DATA / FORCE_PROVIDER=dummy, and the fallback of a live source
 * without credentials or quota. Its offers are always labelled as sample data.
 */

import { LRUCache } from "lru-cache";
import { offlineInfo } from "../../../core/providers/offline/offline-info";
import type { FlightProvider, ProviderAnswer, ProviderCall } from "../../../core/providers/provider";
import { canonicalRequest } from "../../../core/search/canonical-request";
import type { FlightOffer, SearchRequest } from "../../../core/search/types";
import { generateOfflineOffers, warmOfflineEngine } from "./engine";

/** Answers kept per process: an identical search on the same day is the same list (decision 272). */
const REMEMBERED_ANSWERS = 500;

/** What the engine's answer depends on: the canonical request and the day (its booking curve). */
function answerKey(request: SearchRequest, now: Date): string {
  const c = canonicalRequest(request);
  const day = now.toISOString().slice(0, 10);
  return [day, c.from, c.to, c.date, c.returnDate ?? "", c.tripType, c.adults, c.children, c.infants, c.cabin].join(
    ":",
  );
}

export interface OfflineProviderOptions {
  /** The clock for the booking curve; defaults to the real one. */
  now?: () => Date;
}

export function createOfflineProvider(options: OfflineProviderOptions = {}): FlightProvider {
  // Warm the airport table and time zones off the request path.
  setImmediate(warmOfflineEngine);
  // The engine is a pure function of the request and the day: an identical search gets the same
  // list back (never changed by its callers, which filter and sort copies) instead of a new run.
  const answers = new LRUCache<string, FlightOffer[]>({ max: REMEMBERED_ANSWERS });
  return {
    info: offlineInfo,
    credentialVars: [],
    isConfigured: () => true,
    async search(request: SearchRequest, call: Pick<ProviderCall, "signal">): Promise<ProviderAnswer> {
      call.signal.throwIfAborted();
      const now = options.now?.() ?? new Date();
      const key = answerKey(request, now);
      let offers = answers.get(key);
      if (!offers) {
        offers = generateOfflineOffers(request, { now });
        answers.set(key, offers);
      }
      return { offers, upstreamMs: null };
    },
    async healthTest() {
      return { ok: true, status: 200, error: null, sample: null, stage: "offline", body: null };
    },
    circuitState: () => "closed",
  };
}
