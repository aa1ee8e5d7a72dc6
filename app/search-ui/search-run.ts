/**
 * One search run: for each leg, both sources called in parallel (spec §7). Used by
 * the browser (relative URLs, cards appear as each source answers) and by the
 * /search loader on the server (absolute loopback URLs). No React, no Node.
 */
import type { FlightOffer, SearchRequest, TripType } from "../search/types";
import type { ValidLeg } from "./form-state";

export type SourceName = "amadeus" | "travelpayouts";
export const SOURCES: SourceName[] = ["amadeus", "travelpayouts"];

export interface SourceState {
  name: SourceName;
  status: "loading" | "ok" | "failed";
  items: FlightOffer[];
  /** The function's `_debug`, shown in the collapsed debug line. */
  debug?: unknown;
  /** 'fx_{endpoint}_{status}: {body}' (spec §8) or the network error. */
  error?: string;
}

export interface LegRun {
  leg: ValidLeg;
  sources: SourceState[];
}

export interface SearchSpec {
  tripType: TripType;
  legs: ValidLeg[];
  returnDate?: string;
  adults: number;
}

export interface SearchRun {
  key: string;
  legs: LegRun[];
}

/** What one source is asked for: the search domain's request. */
export type SourceRequest = SearchRequest;

/** One request per leg; Multi City legs are one-way searches. */
export function requestsFor(spec: SearchSpec): SourceRequest[] {
  return spec.legs.map((leg) => ({
    from: leg.from,
    to: leg.to,
    date: leg.date,
    tripType: spec.tripType === "multicity" ? "oneway" : spec.tripType,
    returnDate: spec.tripType === "roundtrip" ? spec.returnDate : undefined,
    adults: spec.adults,
  }));
}

export function loadingRun(key: string, spec: SearchSpec): SearchRun {
  return {
    key,
    legs: spec.legs.map((leg) => ({
      leg,
      sources: SOURCES.map((name) => ({ name, status: "loading", items: [] })),
    })),
  };
}

function readItems(json: unknown): FlightOffer[] | null {
  if (!json || typeof json !== "object") return null;
  const record = json as Record<string, unknown>;
  const list = record.items ?? record.data;
  return Array.isArray(list) ? (list as FlightOffer[]) : null;
}

/** Calls one source; never throws: a failure is a `failed` state with the reason. */
export async function fetchSource(
  base: string,
  name: SourceName,
  req: SourceRequest,
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<SourceState> {
  const endpoint = name === "amadeus" ? "search-amadeus" : "search-travelpayouts";
  try {
    let res: Response;
    if (name === "amadeus") {
      res = await fetcher(`${base}/search-amadeus?debug=1`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          from: req.from,
          to: req.to,
          date: req.date,
          returnDate: req.returnDate,
          tripType: req.tripType,
          adults: req.adults,
        }),
        signal,
      });
    } else {
      const params = new URLSearchParams({
        from: req.from,
        to: req.to,
        date: req.date,
        tripType: req.tripType,
        adults: String(req.adults),
        debug: "1",
      });
      if (req.returnDate) params.set("returnDate", req.returnDate);
      res = await fetcher(`${base}/search-travelpayouts?${params.toString()}`, {
        headers: { Accept: "application/json" },
        signal,
      });
    }
    const text = await res.text();
    if (!res.ok)
      return { name, status: "failed", items: [], error: `fx_${endpoint}_${res.status}: ${text.slice(0, 500)}` };
    const json = JSON.parse(text) as Record<string, unknown>;
    const items = readItems(json);
    if (!items) return { name, status: "failed", items: [], error: `fx_${endpoint}_${res.status}: no items in answer` };
    return { name, status: "ok", items, debug: json._debug };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { name, status: "failed", items: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Runs every leg × source in parallel; `onSource` fires as each answers (the
 * browser renders cards as they come).
 */
export async function runSearch(
  base: string,
  key: string,
  spec: SearchSpec,
  options: {
    signal?: AbortSignal;
    fetcher?: typeof fetch;
    onSource?: (legIndex: number, state: SourceState) => void;
    /** Skip sources already answered (e.g. by the server render). */
    skip?: (legIndex: number, name: SourceName) => boolean;
  } = {},
): Promise<SearchRun> {
  const run = loadingRun(key, spec);
  const requests = requestsFor(spec);
  await Promise.all(
    requests.flatMap((req, legIndex) =>
      SOURCES.filter((name) => !options.skip?.(legIndex, name)).map(async (name) => {
        const state = await fetchSource(base, name, req, options.signal, options.fetcher);
        const leg = run.legs[legIndex];
        if (leg) leg.sources = leg.sources.map((s) => (s.name === name ? state : s));
        options.onSource?.(legIndex, state);
      }),
    ),
  );
  return run;
}

export type RunStatus = "loading" | "partial" | "done" | "failed";

/** loading: nothing answered; partial: some answered; failed: every source of a leg failed. */
export function runStatus(run: SearchRun | null): RunStatus {
  if (!run) return "loading";
  const all = run.legs.flatMap((l) => l.sources);
  if (run.legs.some((l) => l.sources.every((s) => s.status === "failed"))) return "failed";
  if (all.every((s) => s.status === "loading")) return "loading";
  if (all.some((s) => s.status === "loading")) return "partial";
  return "done";
}
