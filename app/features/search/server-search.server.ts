import type { CalendarMode } from "../../core/search/flexible-dates";
import { IATA } from "../../core/search/search-params";
import { placeProblem } from "../../core/search/search-rules";
import type { Place, SearchRequest } from "../../core/search/types";
import { resolvePlaceText } from "../../services/places/search-places.server";
import { type PriceCalendar, ProviderFailure, redactDebug, type SearchFlow } from "../../services/search/flow.server";
import type { PlaceQuestion } from "../places/place-question";
import { splitFreeText } from "./form/form-state";
import { failedState, loadingRun, requestsFor, type SearchRun, SOURCES } from "./search-run";
import type { SearchSpec } from "./search-spec";

/** How long the server render waits for the sources before sending the page. */
export const SSR_SEARCH_BUDGET_MS = 4000;

/** Resolves with `work`, or with undefined once the signal aborts (the budget is over). */
function withinBudget<T>(work: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return resolve(undefined);
    const onAbort = () => resolve(undefined);
    signal.addEventListener("abort", onAbort, { once: true });
    work
      .then(resolve, (error) => (signal.aborted ? resolve(undefined) : reject(error)))
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Runs the search in-process through the search flow (no HTTP, no address taken from the
 * request); sources that miss the budget stay "loading" for the browser to finish.
 * `_debug` is shown as to an anonymous caller: no live quota counters.
 */
export async function serverSearch(
  flow: SearchFlow,
  key: string,
  spec: SearchSpec,
  signal: AbortSignal,
): Promise<SearchRun> {
  const run = loadingRun(key, spec);
  await Promise.all(
    requestsFor(spec).flatMap((req, legIndex) =>
      SOURCES.map(async (name) => {
        const state = await withinBudget(
          flow.searchSource(name, req, { signal }).then(
            (outcome) => ({
              name,
              status: "ok" as const,
              items: outcome.items,
              debug: redactDebug(outcome._debug, false),
            }),
            (error) => {
              if (!(error instanceof ProviderFailure)) throw error;
              return failedState(
                name,
                error.httpStatus,
                JSON.stringify({ error: error.message, _debug: redactDebug(error.debug, false) }),
              );
            },
          ),
          signal,
        ).catch(() => undefined); // anything unexpected: left "loading" for the browser to retry
        const leg = run.legs[legIndex];
        if (state && leg) leg.sources = leg.sources.map((s) => (s.name === name ? state : s));
      }),
    ),
  );
  return run;
}

/** The strip, date grid or month priced on the server, so it shows real prices without JavaScript. */
export async function serverPriceCalendar(
  flow: SearchFlow,
  request: SearchRequest,
  signal: AbortSignal,
  mode: CalendarMode,
): Promise<PriceCalendar["items"] | null> {
  const answer = await withinBudget(flow.priceCalendar(request, { signal, mode }), signal).catch(() => undefined);
  return answer?.items ?? null;
}

export type SearchPlaces =
  | { kind: "codes" }
  | { kind: "redirect"; search: string }
  | { kind: "ask"; questions: PlaceQuestion[] };

/**
 * The place fields of a /search query resolved on the server, as the alert form's are
 * (resolve-place.ts), so a name or a typo searches with or without JavaScript: when every
 * typed name stands for one place, the query with their codes (/search?from=london&to=new+york
 * → from=LON&to=NYC) to redirect to; when some stand for several places or none, the question
 * for each, whose choices are queries that work as plain links. A free-text `q` ("London to
 * Paris") is split into from and to first. Codes and empty fields are left to the search rules.
 */
export function resolveSearchPlaces(params: URLSearchParams): SearchPlaces {
  const query = new URLSearchParams(params);
  const q = query.get("q");
  if (q && !query.get("from") && !query.get("to")) {
    const split = splitFreeText(q);
    query.delete("q");
    query.set("from", split.from);
    query.set("to", split.to);
  }
  const values = { from: query.getAll("from"), to: query.getAll("to") };
  const resolved = { from: [...values.from], to: [...values.to] };
  const open: { field: "from" | "to"; leg: number; text: string; kind: "several" | "none"; choices: Place[] }[] = [];
  let changed = query.toString() !== params.toString();
  for (const field of ["from", "to"] as const) {
    values[field].forEach((text, leg) => {
      if (text.trim() === "" || IATA.test(text.trim())) return;
      const answer = resolvePlaceText(text);
      if (answer.kind === "one") {
        resolved[field][leg] = answer.place.code;
        changed = true;
      } else if (answer.kind === "several") open.push({ field, leg, text, kind: "several", choices: answer.choices });
      else open.push({ field, leg, text, kind: "none", choices: [] });
    });
  }
  const withPlaces = (from: string[], to: string[]) => {
    const next = new URLSearchParams(query);
    next.delete("from");
    next.delete("to");
    // Legs in order, as the form sends them (from, to, date per flight), dates kept where they were.
    const dates = next.getAll("date");
    next.delete("date");
    const legs = Math.max(from.length, to.length, dates.length);
    for (let i = 0; i < legs; i++) {
      if (from[i] !== undefined) next.append("from", from[i] as string);
      if (to[i] !== undefined) next.append("to", to[i] as string);
      if (dates[i] !== undefined) next.append("date", dates[i] as string);
    }
    return next.toString();
  };
  if (open.length === 0)
    return changed ? { kind: "redirect", search: withPlaces(resolved.from, resolved.to) } : { kind: "codes" };
  return {
    kind: "ask",
    questions: open.map(({ field, leg, text, kind, choices }) => ({
      field,
      leg,
      problem: placeProblem(text, kind),
      choices: choices.map((place) => {
        const chosen = { from: [...resolved.from], to: [...resolved.to] };
        chosen[field][leg] = place.code;
        return { place, search: withPlaces(chosen.from, chosen.to) };
      }),
    })),
  };
}
