import type { FlightOffer, SearchRequest } from "../search/types";

/** Where a provider's answer came from, as `_debug.source` reports it. */
export type OfferSource = "live" | "cache" | "offline";

export interface ProviderDiagnostics {
  provider: string;
  source: OfferSource;
  /** Time spent waiting on the upstream API, null when none was called. */
  upstreamMs: number | null;
  cacheHit: boolean;
  /** Why this answer is not live, when it is not (e.g. "no_credentials", "day_paced"). */
  fallbackReason?: string;
  /** Upstream HTTP status of the last call, when one was made. */
  upstreamStatus?: number;
}

export interface ProviderResult {
  offers: FlightOffer[];
  diagnostics: ProviderDiagnostics;
}

/** Every flight source sits behind this one interface: a request and an AbortSignal in. */
export interface FlightProvider {
  readonly name: string;
  search(request: SearchRequest, signal: AbortSignal): Promise<ProviderResult>;
}
