import { useEffect, useRef } from "react";
import { addDays, FLEX_OFFSETS } from "../../../core/search/flexible-dates";
import type { Travellers } from "../../../core/search/travellers";
import type { TripType } from "../../../core/search/types";
import { formatDate } from "../../../format/dates";
import { formatList } from "../../../format/lists";
import { formatPrice } from "../../../format/money";
import { intlLocale } from "../../../i18n/locales";
import type { Translate } from "../../../i18n/translator";
import { useLocale, useT } from "../../../ui/i18n";
import { Link } from "../../../ui/link";
import { sourceDescription } from "../results/source-text";
import { travellersText } from "./travellers-text";
import { type CalendarData, usePriceCalendar } from "./use-price-calendar";

export interface StripDay {
  date: string;
  /** Return trips: the return day, moved with the departure. */
  returnDate?: string;
}

const DAY_MS = 86_400_000;

/** Whole nights between departure and return. */
export function tripNights(date: string, returnDate: string): number {
  return Math.round((Date.parse(`${returnDate}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);
}

/**
 * The ±3 days around `date` (pure); return trips move the return date along, so every day
 * has the same trip length. Days before `earliest` (today at the origin) are not offered.
 */
export function stripDays(date: string, returnDate?: string, earliest?: string): StripDay[] {
  return FLEX_OFFSETS.map((offset) => ({
    date: addDays(date, offset),
    ...(returnDate ? { returnDate: addDays(returnDate, offset) } : {}),
  })).filter((day) => !earliest || day.date >= earliest);
}

/** The ±3 days around `date` as YYYY-MM-DD (pure). */
export function stripDates(date: string): string[] {
  return stripDays(date).map((d) => d.date);
}

/** Reads `{items|days|data: [{date, price}]}` from the price-calendar function. */
export function readStrip(json: unknown): Map<string, number> {
  const prices = new Map<string, number>();
  if (!json || typeof json !== "object") return prices;
  const r = json as Record<string, unknown>;
  const list = [r.items, r.days, r.data].find(Array.isArray) as unknown[] | undefined;
  for (const entry of list ?? []) {
    if (!entry || typeof entry !== "object") continue;
    const e = entry as Record<string, unknown>;
    const date = typeof e.date === "string" ? e.date.slice(0, 10) : null;
    const price = typeof e.price === "number" ? e.price : typeof e.value === "number" ? e.value : null;
    if (date && price != null) prices.set(date, Math.min(price, prices.get(date) ?? Number.POSITIVE_INFINITY));
  }
  return prices;
}

/** Where the strip's prices come from, said in words (the sources' descriptions): no price without its source. */
export function stripSourceNote(t: Translate, json: unknown, locale?: string): string | null {
  const list = (json as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return null;
  const sources = new Set<string>();
  for (const entry of list) {
    const source = (entry as { source?: unknown } | null)?.source;
    if (typeof source === "string") sources.add(sourceDescription(t, source));
  }
  return sources.size ? formatList([...sources], locale) : null;
}

/**
 * A strip day's dates ("Tue, Dec 1"), the return day too for return trips (shown on its own
 * line; formatRange is avoided because ICU versions space its dash differently on the server
 * and in the browser, which breaks hydration).
 */
export function stripDayLabels(day: StripDay, locale?: string): { depart: string; back?: string } {
  return {
    depart: formatDate(day.date, "weekdayDay", locale),
    ...(day.returnDate ? { back: formatDate(day.returnDate, "weekdayDay", locale) } : {}),
  };
}

/**
 * The strip's heading: what the prices are, as one whole sentence per case (for translation).
 * Adults in economy are named by their count; other travellers and cabins by their summary.
 */
export function stripHeading(t: Translate, tripType: TripType, travellers: Travellers, nights?: number): string {
  const who = travellersText(t, travellers);
  if (tripType !== "roundtrip" || nights === undefined) return t("results.flex.strip.oneway", { travellers: who });
  return nights === 0
    ? t("results.flex.strip.sameDay", { travellers: who })
    : t("results.flex.strip.return", { nights, travellers: who });
}

/**
 * ±3-day strip: each day is a link to the same search on that date (return trips keep
 * their length), so it also works without JavaScript. The server render passes `initial`
 * (prices priced in-process); a browser navigation asks the price-calendar function.
 */
export function PriceStrip({
  search,
  date,
  returnDate,
  tripType,
  earliest,
  functionsBasePath,
  from,
  to,
  travellers,
  initial,
}: {
  search: string;
  date: string;
  returnDate?: string;
  tripType: TripType;
  /** The first day that may be offered (today at the origin). */
  earliest: string;
  functionsBasePath: string;
  from: string;
  to: string;
  travellers: Travellers;
  initial?: CalendarData | null;
}) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const roundTrip = tripType === "roundtrip" && returnDate ? returnDate : undefined;
  const { adults, children, infants, cabin } = travellers;
  const json = usePriceCalendar(
    "strip",
    { from, to, date, returnDate: roundTrip, adults, children, infants, cabin },
    functionsBasePath,
    initial,
  );

  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen, centre the chosen day in the scrollable strip (horizontal only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre when the chosen date changes.
  useEffect(() => {
    const el = scroller.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="date"]');
    if (el && current) el.scrollLeft = current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2;
  }, [date]);

  const prices = readStrip(json);
  const sourceNote = stripSourceNote(t, json, locale);
  const days = stripDays(date, roundTrip, earliest);
  const cheapest = Math.min(...days.map((d) => prices.get(d.date) ?? Number.POSITIVE_INFINITY));
  const heading = stripHeading(t, tripType, travellers, roundTrip ? tripNights(date, roundTrip) : undefined);
  return (
    <nav aria-label={t("results.flex.nearby")}>
      <p className="mb-1 text-xs text-slate-600" data-testid="strip-heading">
        {heading}
        {sourceNote ? ` · ${sourceNote}` : ""}
      </p>
      <div ref={scroller} className="relative overflow-x-auto">
        <ul className="flex min-w-max gap-2">
          {days.map((day) => {
            const price = prices.get(day.date);
            const params = new URLSearchParams(search);
            params.set("date", day.date);
            if (day.returnDate) params.set("returnDate", day.returnDate);
            const label = stripDayLabels(day, locale);
            const current = day.date === date;
            return (
              <li key={day.date}>
                <Link
                  to={`/search?${params.toString()}`}
                  aria-current={current ? "date" : undefined}
                  data-testid="strip-day"
                  className={`block rounded-md border px-3 py-1.5 text-center ${
                    current
                      ? "border-brand-600 bg-brand-50 text-brand-800"
                      : "border-slate-200 bg-white text-slate-800 hover:border-brand-600"
                  }`}
                >
                  <span className="block text-xs">{label.depart}</span>
                  {label.back && <span className="block text-xs text-slate-600">{label.back}</span>}
                  <span className={`block text-sm font-bold ${price === cheapest ? "text-green-700" : ""}`}>
                    {price != null ? formatPrice(price, "USD", locale) : "—"}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
