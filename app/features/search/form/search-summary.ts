/**
 * The one-line summary that stands for the search form on /search once results show
 * ("JFK → CDG · Dec 23 · 1 adult"; Dutch "JFK → CDG · 23 dec. · 1 volwassene"), pure. Each shape
 * is one whole message with named slots (search.summary.*) so a translation can reorder them;
 * dates go through the format module in the page's locale.
 */
import { summaryTravellers, travellersOf } from "../../../core/search/travellers";
import type { SearchRequest } from "../../../core/search/types";
import { formatDate } from "../../../format/dates";
import { DEFAULT_LOCALE } from "../../../format/locale";
import type { Translate } from "../../../i18n/translator";
import type { SearchSpec } from "../search-spec";

/** What the summary reads of a search; travellers absent mean adults only, in economy. */
export type SummarisedSearch = Pick<SearchSpec, "tripType" | "legs" | "returnDate"> &
  Pick<SearchRequest, "adults" | "children" | "infants" | "cabin">;

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

/** The summary in `t`'s language, its days written for `locale` (the page's Intl locale). */
export function searchSummary(t: Translate, spec: SummarisedSearch, locale = DEFAULT_LOCALE): string {
  const dayOf = (ymd: string) => formatDate(ymd, "dayMonth", locale);
  const first = spec.legs[0]?.date ?? "";
  const last = spec.legs[spec.legs.length - 1]?.date ?? first;
  const values = {
    route: routeText(spec.legs),
    date: dayOf(first),
    travellers: summaryTravellers(t, travellersOf(spec)),
  };
  if (spec.tripType === "roundtrip" && spec.returnDate) {
    return t("search.summary.roundtrip", { ...values, returnDate: dayOf(spec.returnDate) });
  }
  if (spec.tripType === "multicity" && last !== first) {
    return t("search.summary.multicity", { ...values, lastDate: dayOf(last) });
  }
  return t("search.summary.oneway", values);
}
