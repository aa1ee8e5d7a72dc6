/**
 * The one-line summary that stands for the search form on /search once results show
 * ("JFK → CDG · Dec 23 · 1 adult"), pure. Each shape is one whole template with named
 * slots so a translation can reorder them; dates go through Intl in the page's locale.
 */
import { summaryTravellers, travellersOf } from "../../../core/search/travellers";
import type { SearchRequest } from "../../../core/search/types";
import { formatDate } from "../../../format/dates";
import { DEFAULT_LOCALE } from "../../../format/locale";
import type { SearchSpec } from "../search-spec";

/** What the summary reads of a search; travellers absent mean adults only, in economy. */
export type SummarisedSearch = Pick<SearchSpec, "tripType" | "legs" | "returnDate"> &
  Pick<SearchRequest, "adults" | "children" | "infants" | "cabin">;

const SUMMARY_TEMPLATES = {
  oneway: "{route} · {date} · {travellers}",
  roundtrip: "{route} · {date} – {returnDate} · {travellers}",
  multicity: "{route} · {date} – {lastDate} · {travellers}",
} as const;

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

export function searchSummary(spec: SummarisedSearch, locale = DEFAULT_LOCALE): string {
  const dayOf = (ymd: string) => formatDate(ymd, "dayMonth", locale);
  const first = spec.legs[0]?.date ?? "";
  const last = spec.legs[spec.legs.length - 1]?.date ?? first;
  const travellers = summaryTravellers(travellersOf(spec));
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
