/**
 * One search run: for each leg, every live source of the registry called in parallel,
 * each through its own function under FUNCTIONS_BASE_PATH. The browser runs it (cards appear as each source
 * answers); the /search loader fills the same shape in-process (server-search.server.ts).
 * No React, no Node.
 */
import { SEARCH_SOURCE_NAMES, type SearchSourceName, sourceInfo } from "../../core/providers/registry";
import { travellerFields, travellersOf } from "../../core/search/travellers";
import type { FlightOffer, SearchRequest } from "../../core/search/types";
import type { Locale } from "../../i18n/locales";
import type { SearchSpec, ValidLeg } from "./search-spec";

export type SourceName = SearchSourceName;
export const SOURCES: readonly SourceName[] = SEARCH_SOURCE_NAMES;

export interface SourceState {
  name: SourceName;
  status: "loading" | "ok" | "failed";
  items: FlightOffer[];
  /** The function's `_debug`, shown in the collapsed debug line. */
  debug?: unknown;
  /** 'fx_{endpoint}_{status}: {body}' for any answer but a success, or the network error. */
  error?: string;
  /** Why the server refused the search (a 400's `error`), shown to the traveller in the Search Error box. */
  reason?: string;
}

export interface LegRun {
  leg: ValidLeg;
  sources: SourceState[];
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
    children: spec.children,
    infants: spec.infants,
    cabin: spec.cabin,
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

/** The function path of a live source ("search-amadeus"). */
function sourceEndpoint(name: SourceName): { path: string; method: "GET" | "POST" } {
  const endpoint = sourceInfo(name)?.endpoint;
  if (!endpoint) throw new Error(`No function for source ${name}`);
  return endpoint;
}

/** The `error` of a JSON refusal ({"error": "date: The departure date … is in the past."}), or undefined. */
export function refusalReason(body: string): string | undefined {
  try {
    const error = (JSON.parse(body) as { error?: unknown } | null)?.error;
    return typeof error === "string" && error.trim() !== "" ? error.trim().slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls one source; never throws: a failure is a `failed` state with the reason. `locale` is the
 * page's language, asked for by Accept-Language, so a refusal (a 400) says why in it even when the
 * function API is on another origin and the page's address is not sent.
 */
export async function fetchSource(
  base: string,
  name: SourceName,
  req: SourceRequest,
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
  locale: Locale = "en",
): Promise<SourceState> {
  const endpoint = sourceEndpoint(name);
  try {
    const travellers = travellerFields(travellersOf(req));
    const fields = {
      from: req.from,
      to: req.to,
      date: req.date,
      returnDate: req.returnDate,
      tripType: req.tripType,
      ...travellers,
    };
    let res: Response;
    if (endpoint.method === "POST") {
      res = await fetcher(`${base}/${endpoint.path}?debug=1`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": locale },
        body: JSON.stringify(fields),
        signal,
      });
    } else {
      const params = new URLSearchParams({
        from: fields.from,
        to: fields.to,
        date: fields.date,
        tripType: fields.tripType,
        ...travellers,
        debug: "1",
      });
      if (fields.returnDate) params.set("returnDate", fields.returnDate);
      res = await fetcher(`${base}/${endpoint.path}?${params.toString()}`, {
        headers: { Accept: "application/json", "Accept-Language": locale },
        signal,
      });
    }
    const text = await res.text();
    if (!res.ok) return failedState(name, res.status, text);
    const json = JSON.parse(text) as Record<string, unknown>;
    const items = readItems(json);
    if (!items) return failedState(name, res.status, "no items in answer");
    return { name, status: "ok", items, debug: json._debug };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { name, status: "failed", items: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A source that answered with an error: 'fx_{endpoint}_{status}: {body}'. Only a
 * 400 refuses the search itself (its reason is shown); a 429 or a 5xx may pass on another try.
 */
export function failedState(name: SourceName, status: number, body: string): SourceState {
  const failed: SourceState = {
    name,
    status: "failed",
    items: [],
    error: `fx_${sourceEndpoint(name).path}_${status}: ${body.slice(0, 500)}`,
  };
  const reason = status === 400 ? refusalReason(body) : undefined;
  if (reason) failed.reason = reason;
  return failed;
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
    /** The page's language, for the sources' refusals. */
    locale?: Locale;
  } = {},
): Promise<SearchRun> {
  const run = loadingRun(key, spec);
  const requests = requestsFor(spec);
  await Promise.all(
    requests.flatMap((req, legIndex) =>
      SOURCES.filter((name) => !options.skip?.(legIndex, name)).map(async (name) => {
        const state = await fetchSource(base, name, req, options.signal, options.fetcher, options.locale);
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
