/**
 * The price calendar: the cheapest price of each day (or departure × return
 * pair) around a search, from a live calendar source where one answers, else
 * from the offline engine with the results' rules.
 */

import type { CalendarPrice, ProviderCall } from "../../core/providers/provider";
import { OFFLINE_SOURCE } from "../../core/providers/registry";
import { canonicalRequest } from "../../core/search/canonical-request";
import { dropDeparted } from "../../core/search/departed";
import { type CalendarMode, calendarCellKey, calendarCells } from "../../core/search/flexible-dates";
import type { SearchFlowDeps } from "../../core/search/flow-deps";
import { hasAirportSwitch } from "../../core/search/merge";
import { searchDateWindow } from "../../core/search/search-params";
import type { SearchRequest } from "../../core/search/types";
import { UpstreamError } from "../http-client/upstream-client.server";
import type { TimeZoneOf } from "../providers/registry.server";
import { instantInZone } from "../providers/shared/local-time";
import { searchCacheKey } from "./cache/search-cache.server";
import { type ObservationDeps, tripOf } from "./observations.server";
import { describeFailure } from "./provider-failure.server";
import { switchedOff } from "./source-search.server";

interface CalendarDay {
  date: string;
  /** Return trips: the return day, shifted with the departure so the trip length stays. */
  returnDate?: string;
  /** Cheapest price found for the day (all adults, USD, rounded), null when none. */
  price: number | null;
  currency: "USD";
  /** A live source's name (a cached real price, see foundAt) or the offline engine's (an estimate). */
  source: string;
  foundAt?: string;
}

interface CalendarDebug {
  source: "live" | "cache" | "offline";
  upstreamMs: number | null;
  fallbackReason?: string;
  error?: string;
  totalMs: number;
}

export interface PriceCalendar {
  items: CalendarDay[];
  _debug: CalendarDebug;
}

/** The first day the strip may offer: today at the origin, and never before the search window. */
export function stripEarliest(timeZoneOf: TimeZoneOf, now: Date, request: SearchRequest): string {
  // Today at the origin (its local date); UTC when the zone is unknown.
  const local = instantInZone(now.getTime(), timeZoneOf(request.from)).slice(0, 10);
  const { earliest } = searchDateWindow(now);
  // The later of two YYYY-MM-DD dates.
  return [local, earliest].sort()[1] ?? local;
}

/**
 * Cheapest prices around the request's dates (app/core/search/flexible-dates.ts says which
 * cells): the strip's ±3 days (return trips keep their length), the date grid's departure
 * × return pairs, or the month's days. A live source with a calendar API answers where it
 * can; every other cell is priced by the offline engine with the results' rules (no
 * airport switches, no departed flights), so the chosen cell's price matches the cheapest
 * card when both come from the engine. The engine keeps each airport pair's routes, so the
 * grid's 49 searches only re-price and re-time them.
 */
export async function priceCalendar(
  deps: SearchFlowDeps & ObservationDeps,
  now: () => Date,
  input: SearchRequest,
  options: { signal: AbortSignal; mode?: CalendarMode },
): Promise<PriceCalendar> {
  const started = performance.now();
  const mode = options.mode ?? "strip";
  const request = canonicalRequest(input);
  const { flags } = await deps.flags.effective();
  const call: ProviderCall = { signal: options.signal, flags };
  const days = calendarCells(mode, request, searchDateWindow(now()), stripEarliest(deps.timeZoneOf, now(), request));

  const live = new Map<string, CalendarPrice>();
  let liveSource: string | undefined;
  let source: CalendarDebug["source"] = "offline";
  let fallbackReason: string | undefined;
  let upstreamMs: number | null = null;
  let error: string | undefined;
  const calendarProviders = deps.providers.search.filter((p) => p.priceCalendar);
  const provider = calendarProviders.find((p) => !switchedOff(p, flags) && p.isConfigured());
  if (!provider) {
    const first = calendarProviders[0];
    fallbackReason = first ? (switchedOff(first, flags) ?? "no_credentials") : "no_calendar_source";
  } else if (provider.unpricedTravellers?.(request)) {
    fallbackReason = "travellers_not_priced";
  } else if (flags.FORCE_PROVIDER === "fallback") {
    fallbackReason = "force_fallback";
  } else {
    liveSource = provider.info.name;
    // One live answer per route and dates (per month for the month view), whatever the adults.
    const keyed = mode === "month" ? { ...request, date: `${request.date.slice(0, 7)}-01` } : request;
    const key = searchCacheKey(provider.info.name, { ...keyed, adults: 1 }, `calendar-${mode}`);
    try {
      const cached = await deps.cache.get(key);
      let prices: CalendarPrice[];
      if (cached?.calendar) {
        prices = cached.calendar;
        source = "cache";
      } else {
        if (provider.quotaApi && !(await deps.quotas.consume(provider.quotaApi)).allowed) {
          throw new Error("quota");
        }
        const answer = await provider.priceCalendar?.(request, call, mode);
        prices = answer?.prices ?? [];
        upstreamMs = answer?.upstreamMs ?? null;
        source = "live";
        await deps.cache.set(key, {
          offers: [],
          calendar: prices,
          storedAt: now().toISOString(),
          upstreamMs,
        });
      }
      for (const price of prices) live.set(calendarCellKey(price), price);
    } catch (caught) {
      if (caught instanceof UpstreamError && caught.kind === "aborted") throw caught;
      error =
        caught instanceof UpstreamError
          ? describeFailure(caught).message
          : `${provider.info.label} answer could not be read.`;
      fallbackReason = "upstream_error";
    }
  }

  const items = await Promise.all(
    days.map(async (day): Promise<CalendarDay> => {
      const hit = live.get(calendarCellKey(day));
      if (hit && liveSource) {
        return {
          ...day,
          price: Math.round(hit.price * request.adults),
          currency: "USD",
          source: liveSource,
          ...(hit.foundAt ? { foundAt: hit.foundAt } : {}),
        };
      }
      const answer = await deps.providers.offline.search({ ...request, ...day }, call);
      // The results' rules: no airport switches, no departed flights.
      const offers = dropDeparted(answer.offers, now()).offers.filter((o) => !hasAirportSwitch(o));
      const cheapest = offers.reduce<number | null>((min, o) => (min === null || o.price < min ? o.price : min), null);
      return {
        ...day,
        price: cheapest === null ? null : Math.round(cheapest),
        currency: "USD",
        source: OFFLINE_SOURCE.name,
      };
    }),
  );
  recordCalendar(deps, request, items, now());
  return {
    items,
    _debug: {
      source,
      upstreamMs,
      ...(fallbackReason ? { fallbackReason } : {}),
      ...(error ? { error } : {}),
      totalMs: Math.round(performance.now() - started),
    },
  };
}

/**
 * Each priced trip into the price history (the route's typical fare of a month is read from it),
 * as the total for the request's travellers (kept with it). A live cell was seen when its source
 * found it.
 */
function recordCalendar(deps: ObservationDeps, request: SearchRequest, days: CalendarDay[], now: Date): void {
  if (!deps.observations) return;
  const roundTrip = request.tripType === "roundtrip";
  for (const day of days) {
    // A return trip is a trip one can name only with its return day.
    if (day.price === null || (roundTrip && !day.returnDate)) continue;
    const found = day.foundAt ? new Date(day.foundAt) : null;
    deps.observations.record({
      origin: request.from,
      destination: request.to,
      ...tripOf(request, day.date, roundTrip ? day.returnDate : undefined),
      kind: "calendar",
      source: day.source,
      sample: day.source === OFFLINE_SOURCE.name,
      priceCents: day.price * 100,
      currency: day.currency,
      observedAt: found && !Number.isNaN(found.getTime()) && found < now ? found : now,
    });
  }
}
