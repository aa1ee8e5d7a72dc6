import type { AffiliateProgram, PartnerTarget } from "./affiliate-link";

/**
 * What a hand-off opens, read from its target so the words beside the button can never
 * promise more than the link does:
 * - `offer`: a page for this offer (an Aviasales itinerary from Travelpayouts' per-offer
 *   `link`, or any partner page other than a search);
 * - `search`: the partner's search for a route and, when the link has them, its days
 *   (sample and Amadeus offers: no partner has that exact offer, so the traveller searches it);
 * - `home`: the partner's home page, when not even a day is known.
 */
export type HandOff =
  | { kind: "offer"; program: AffiliateProgram }
  | { kind: "home"; program: AffiliateProgram }
  | {
      kind: "search";
      program: AffiliateProgram;
      from: string;
      to: string;
      departure?: string;
      returnDate?: string;
    };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export function describeHandOff({ program, target }: Pick<PartnerTarget, "program" | "target">): HandOff {
  const url = new URL(target);
  const query = url.searchParams;
  const search = (from: string | null, to: string | null, departure: string | null, back: string | null): HandOff =>
    from && to
      ? { kind: "search", program, from, to, departure: day(departure), returnDate: day(back) }
      : { kind: "home", program };
  if (program === "kiwi" && url.pathname === "/deep") {
    return search(query.get("from"), query.get("to"), query.get("departure"), query.get("return"));
  }
  if (program === "aviasales" && url.pathname === "/searches/new") {
    return search(
      query.get("origin_iata"),
      query.get("destination_iata"),
      query.get("depart_date"),
      query.get("return_date"),
    );
  }
  return url.pathname === "/" ? { kind: "home", program } : { kind: "offer", program };
}
