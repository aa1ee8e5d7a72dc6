import { cheapestTrip } from "../../../core/search/merge";
import type { FlightOffer } from "../../../core/search/types";
import { formatPrice } from "../../../format/money";
import { intlLocale } from "../../../i18n/locales";
import { RichText, useLocale, useT } from "../../../ui/i18n";
import { sourceName } from "./source-text";

/**
 * Multi City: what the whole trip costs at least — each flight's cheapest offer
 * summed, said to be separate tickets, with each ticket's source.
 */
export function TripTotalCard({ legs }: { legs: FlightOffer[][] }) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const total = cheapestTrip(legs);
  if (!total) return null;
  return (
    <section
      aria-labelledby="trip-total-heading"
      className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4"
      data-testid="trip-total"
    >
      <h2 id="trip-total-heading" className="text-base font-bold text-slate-900">
        <RichText
          id="results.tripTotal.heading"
          values={{ price: formatPrice(total.price, total.currency, locale) }}
          components={{ price: <span data-testid="trip-total-price" data-price={total.price} /> }}
        />
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("results.tripTotal.body", { count: total.offers.length })}</p>
      <ol className="mt-2 space-y-1 text-sm text-slate-800">
        {total.offers.map((offer, i) => (
          <li key={offer.id} data-testid="trip-total-leg" data-price={offer.price}>
            {t("results.tripTotal.leg", {
              number: i + 1,
              from: offer.leg[0]?.from ?? "",
              to: offer.leg[offer.leg.length - 1]?.to ?? "",
              price: formatPrice(offer.price, offer.currency, locale),
              source: sourceName(t, offer.provider),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
