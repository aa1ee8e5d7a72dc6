/**
 * The one-line summary that stands for the search form on /search once results show
 * ("JFK → CDG · Dec 23 · 1 adult"), pure. Each shape is one whole template with named
 * slots so a translation can reorder them; dates go through Intl in the page's locale.
 */
import type { SearchSpec } from "./search-run";

export const SUMMARY_TEMPLATES = {
  oneway: "{route} · {date} · {travellers}",
  roundtrip: "{route} · {date} – {returnDate} · {travellers}",
  multicity: "{route} · {date} – {lastDate} · {travellers}",
} as const;

export const TRAVELLER_TEMPLATES = { one: "{count} adult", other: "{count} adults" } as const;

/** Fills a template's `{name}` slots; a slot without a value stays visible, so a missing one is noticed. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** "JFK → CDG"; a multi-city trip that continues from where it landed reads "JFK → CDG → FCO". */
export function routeText(legs: SearchSpec["legs"]): string {
  const parts: string[] = [];
  legs.forEach((leg, i) => {
    const previous = legs[i - 1];
    if (previous && previous.to === leg.from) parts[parts.length - 1] += ` → ${leg.to}`;
    else parts.push(`${leg.from} → ${leg.to}`);
  });
  return parts.join(", ");
}

export function searchSummary(spec: SearchSpec, locale = "en-US"): string {
  // Dates are calendar days: formatted in UTC so no zone moves them.
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const dayOf = (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`));
  const first = spec.legs[0]?.date ?? "";
  const last = spec.legs[spec.legs.length - 1]?.date ?? first;
  const count = new Intl.NumberFormat(locale).format(spec.adults);
  const travellers = fillTemplate(
    TRAVELLER_TEMPLATES[new Intl.PluralRules(locale).select(spec.adults) === "one" ? "one" : "other"],
    { count },
  );
  const template =
    spec.tripType === "roundtrip" && spec.returnDate
      ? SUMMARY_TEMPLATES.roundtrip
      : spec.tripType === "multicity" && last !== first
        ? SUMMARY_TEMPLATES.multicity
        : SUMMARY_TEMPLATES.oneway;
  return fillTemplate(template, {
    route: routeText(spec.legs),
    date: dayOf(first),
    returnDate: spec.returnDate ? dayOf(spec.returnDate) : "",
    lastDate: dayOf(last),
    travellers,
  });
}
