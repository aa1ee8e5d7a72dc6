import { addDays, format, parseISO } from "date-fns";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatPrice } from "./offer-view";

export interface StripDay {
  date: string;
  price: number | null;
}

/** The ±3 days around `date` (pure). */
export function stripDates(date: string): string[] {
  const base = parseISO(date);
  return [-3, -2, -1, 0, 1, 2, 3].map((d) => format(addDays(base, d), "yyyy-MM-dd"));
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

const SOURCE_LABELS: Record<string, string> = {
  sample: "sample data from the offline engine",
  travelpayouts: "Aviasales cached prices via Travelpayouts",
};

/** Where the strip's prices come from, said in words: no price without its source. */
export function stripSourceNote(json: unknown): string | null {
  const list = (json as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return null;
  const sources = new Set<string>();
  for (const entry of list) {
    const source = (entry as { source?: unknown } | null)?.source;
    if (typeof source === "string") sources.add(SOURCE_LABELS[source] ?? source);
  }
  return sources.size ? [...sources].join(" and ") : null;
}

/**
 * ±3-day strip: each day is a link to the same search on that date (so it also works
 * without JavaScript); prices come from the price-calendar function when it answers.
 */
export function PriceStrip({
  search,
  date,
  today,
  functionsBasePath,
  from,
  to,
  adults,
}: {
  search: string;
  date: string;
  today: string;
  functionsBasePath: string;
  from: string;
  to: string;
  adults: number;
}) {
  const [prices, setPrices] = useState<Map<string, number>>(new Map());
  const [sourceNote, setSourceNote] = useState<string | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    const params = new URLSearchParams({ from, to, date, adults: String(adults) });
    fetch(`${functionsBasePath}/price-calendar?${params.toString()}`, {
      headers: { Accept: "application/json" },
      signal: ctrl.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((json) => {
        setPrices(readStrip(json));
        setSourceNote(stripSourceNote(json));
      })
      .catch(() => {});
    return () => ctrl.abort();
  }, [functionsBasePath, from, to, date, adults]);

  const nav = useRef<HTMLElement>(null);
  // On a narrow screen, centre the chosen day in the scrollable strip (horizontal only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre when the chosen date changes.
  useEffect(() => {
    const el = nav.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="date"]');
    if (el && current) el.scrollLeft = current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2;
  }, [date]);

  const days = stripDates(date);
  const cheapest = Math.min(...days.map((d) => prices.get(d) ?? Number.POSITIVE_INFINITY));
  return (
    <nav ref={nav} aria-label="Nearby dates" className="relative overflow-x-auto">
      <p className="mb-1 text-xs text-slate-600">
        Cheapest one-way fare by departure day, {adults} {adults === 1 ? "adult" : "adults"}
        {sourceNote ? ` · ${sourceNote}` : ""}
      </p>
      <ul className="flex min-w-max gap-2">
        {days.map((day) => {
          const price = prices.get(day);
          const params = new URLSearchParams(search);
          params.set("date", day);
          const label = format(parseISO(day), "EEE d MMM");
          const current = day === date;
          const past = day < today;
          const body = (
            <>
              <span className="block text-xs">{label}</span>
              <span className={`block text-sm font-bold ${price === cheapest ? "text-green-700" : ""}`}>
                {price != null ? formatPrice(price, "USD") : "—"}
              </span>
            </>
          );
          return (
            <li key={day}>
              {past ? (
                <span className="block rounded-md border border-slate-200 bg-slate-100 px-3 py-1.5 text-center text-slate-500">
                  {body}
                </span>
              ) : (
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
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
