/** What one source's search answers: its offers and `_debug`, or a ProviderFailure. */

import type { Flags } from "../../services/search/flags/flags.server";
import type { QuotaDecision } from "../../services/search/quotas/quotas.server";
import type { FlightOffer } from "./types";

export interface SearchDebug {
  provider: string;
  /** live: the provider answered now; cache: an identical recent search; offline: the
   * offline engine's sample offers; none: this source was switched off (FORCE_PROVIDER). */
  source: "live" | "cache" | "offline" | "none";
  cacheHit: boolean;
  /** Time spent waiting on the provider, null when it was not called. */
  upstreamMs: number | null;
  upstreamStatus?: number;
  /** Why the answer is not live: no_credentials, dummy_data, force_dummy, force_fallback,
   * force_provider, month_target_reached, day_paced, travellers_not_priced. */
  fallbackReason?: string;
  /** travellers_not_priced: the source's reason, as a sentence. */
  note?: string;
  /** Where a quota-limited search goes instead: another live source (its own function answers) or offline. */
  fallbackTo?: string;
  /** Quota counters: shown to operators only (see redactDebug). */
  quota?: QuotaDebug | null;
  tokenRenewed?: boolean;
  /** For cached answers: when the live answer was stored. */
  cachedAt?: string;
  /** Offers dropped because they leave within two hours (or already left). */
  departed?: number;
  circuit: "closed" | "open" | "half-open";
  flags: Flags;
  totalMs: number;
}

export interface QuotaDebug {
  api: string;
  allowed: boolean;
  reason?: string;
  forced?: boolean;
  monthUsed?: number;
  target?: number;
  dayUsed?: number;
  dayBudget?: number;
}

export interface SearchOutcome {
  items: FlightOffer[];
  _debug: SearchDebug;
}

/** A provider failure, answered as JSON with the upstream status (never a 500). */
export class ProviderFailure extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly debug: SearchDebug,
  ) {
    super(message);
    this.name = "ProviderFailure";
  }
}

/** One source's part of a whole search: its outcome or its failure. */
export type SourceResult =
  | { name: string; ok: true; outcome: SearchOutcome }
  | { name: string; ok: false; failure: ProviderFailure };

export const quotaDebug = (api: string, d: QuotaDecision): QuotaDebug => ({
  api,
  allowed: d.allowed,
  ...(d.reason ? { reason: d.reason } : {}),
  forced: d.forced,
  monthUsed: d.monthUsed,
  target: d.target,
  dayUsed: d.dayUsed,
  dayBudget: d.dayBudget,
});

/** `_debug` as an anonymous caller may see it: whether quota allowed the call, never the live counters. */
export function redactDebug<T extends { quota?: QuotaDebug | null }>(debug: T, operator: boolean): T {
  if (operator || !debug.quota) return debug;
  const { api, allowed, reason } = debug.quota;
  return { ...debug, quota: { api, allowed, ...(reason ? { reason } : {}) } };
}
