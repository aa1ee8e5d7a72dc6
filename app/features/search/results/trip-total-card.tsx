import { sourceLabel } from "../../../core/providers/registry";
import { cheapestTrip } from "../../../core/search/merge";
import type { FlightOffer } from "../../../core/search/types";
import { formatPrice } from "../../../format/money";

/**
 * Multi City: what the whole trip costs at least — each flight's cheapest offer
 * summed, said to be separate tickets, with each ticket's source.
 */
export function TripTotalCard({ legs }: { legs: FlightOffer[][] }) {
  const total = cheapestTrip(legs);
  if (!total) return null;
  return (
    <section
      aria-labelledby="trip-total-heading"
      className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="trip-total"
    >
      <h2 id="trip-total-heading" className="text-base font-bold text-slate-900">
        Cheapest whole trip:{" "}
        <span data-testid="trip-total-price" data-price={total.price}>
          {formatPrice(total.price, total.currency)}
        </span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The sum of the cheapest offer for each flight, booked as {total.offers.length} separate tickets.
      </p>
      <ol className="mt-2 space-y-1 text-sm text-slate-800">
        {total.offers.map((offer, i) => (
          <li key={offer.id} data-testid="trip-total-leg" data-price={offer.price}>
            Flight {i + 1}, {offer.leg[0]?.from} → {offer.leg[offer.leg.length - 1]?.to}:{" "}
            {formatPrice(offer.price, offer.currency)} via {sourceLabel(offer.provider)}
          </li>
        ))}
      </ol>
    </section>
  );
}
