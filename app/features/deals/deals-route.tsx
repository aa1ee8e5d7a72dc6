import { CalendarDays, Plane } from "lucide-react";
import { BRAND_NAME } from "../../brand/brand";
import { sourceInfo } from "../../core/providers/registry";
import { parseCabin } from "../../core/search/search-params";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { intlLocale } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { readDeals } from "../../services/deals/deals.server";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { useLocale, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { usePageClock } from "../../ui/use-page-clock";
import { PartnerLink } from "../affiliate/partner-link";
import type { Route } from "./+types/deals-route";
import { type DealData, dealCard } from "./deal-view";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("deals.meta.title", { brand: BRAND_NAME }),
    description: t("deals.meta.description"),
    path: "/deals",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

/**
 * The stored deals (computed daily by the deals job from the search flow) and the time of the
 * request, so the server and the browser write the same ages; the words of the page and of its
 * partner links and sources (`results`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rows = await readDeals(context.database.db);
  const deals: DealData[] = rows.map(({ id: _id, computedAt: _computed, observedAt, ...deal }) => ({
    ...deal,
    observedAt: observedAt.toISOString(),
  }));
  return {
    deals,
    now: Date.now(),
    marker: context.config.travelpayoutsMarker,
    functionsBasePath: context.config.functionsBasePath,
    messages: pageMessages(request, ["deals", "results"]),
  };
}

export default function DealsRoute({ loaderData }: Route.ComponentProps) {
  const { deals, marker, functionsBasePath } = loaderData;
  const now = usePageClock(loaderData.now);
  const t = useT();
  const locale = intlLocale(useLocale());
  const anySample = deals.some((deal) => deal.sample);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("deals.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t("deals.intro")}</p>
      <p className="mt-2 max-w-2xl text-sm text-slate-600" data-testid="deals-note">
        {t(anySample ? "deals.note.sample" : "deals.note.live")}
      </p>
      {deals.length === 0 ? (
        <p className="mt-8 text-slate-700" data-testid="deals-empty">
          {t("deals.empty")}
        </p>
      ) : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("deals.list")}>
        {deals.map((deal) => {
          const card = dealCard(t, deal, locale, now);
          const colour = sourceInfo(deal.source)?.colour;
          return (
            <Card
              as="li"
              key={deal.slot}
              className="flex flex-col p-5 shadow-sm"
              data-testid="deal-card"
              data-origin={deal.origin}
              data-destination={deal.destination}
              data-depart={deal.departDate}
              data-return={deal.returnDate ?? ""}
              data-source={deal.source}
              data-price-cents={deal.priceCents}
              data-compare-kind={deal.compareKind ?? ""}
              data-compare-cents={deal.comparePriceCents ?? ""}
              data-compare-basis={deal.compareBasis ?? ""}
            >
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-bold">{card.destination}</h2>
                  <p className="text-sm text-slate-600">
                    {t("deals.card.from", {
                      origin: card.origin,
                      originCode: deal.origin,
                      destinationCode: deal.destination,
                    })}
                  </p>
                </div>
                {card.saving ? (
                  <Badge tone="ok" pill className="shrink-0">
                    {t("deals.card.save", { savings: card.saving.percent })}
                  </Badge>
                ) : null}
              </div>
              <p className="mt-4 flex flex-wrap items-baseline gap-2">
                <span className="text-2xl font-extrabold text-brand-700">{card.price}</span>
                {card.saving ? (
                  <span className="text-sm text-slate-600 line-through">
                    {/* Read out as one phrase ("was $689"); shown struck through. */}
                    <span className="sr-only">{t("deals.card.was", { price: card.saving.comparePrice })}</span>
                    <span aria-hidden="true">{card.saving.comparePrice}</span>
                  </span>
                ) : null}
                <span className="text-xs text-slate-600">
                  {t(deal.returnDate ? "deals.card.roundTrip" : "deals.card.oneWay")}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-700" data-testid="deal-basis">
                {card.basis}
              </p>
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                <CalendarDays aria-hidden="true" className="h-4 w-4" /> {card.dates}
              </p>
              {card.airline ? (
                <p className="mt-1 flex items-center gap-2 text-sm text-slate-700" data-testid="deal-airline">
                  <Plane aria-hidden="true" className="h-4 w-4" /> {card.airline}
                </p>
              ) : null}
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600" data-testid="deal-source">
                <span
                  className="rounded-full border border-slate-300 bg-white px-2 py-0.5 font-semibold text-slate-800"
                  style={colour ? { color: colour, borderColor: colour } : undefined}
                  data-testid={card.sample ? "sample-badge" : "source-badge"}
                >
                  {card.source}
                </span>
                {card.age}
              </p>
              <div className="mt-5 flex flex-col gap-2">
                <Link
                  to={card.searchPath}
                  className={buttonClass({ variant: "secondary", size: "lg", className: "w-full" })}
                  aria-label={t("deals.card.searchLabel", { origin: card.origin, destination: card.destination })}
                >
                  {t("deals.card.search")}
                </Link>
                <PartnerLink
                  link={{
                    program: "kiwi",
                    marker,
                    origin: deal.origin,
                    destination: deal.destination,
                    departure: deal.departDate,
                    returnDate: deal.returnDate,
                    // The deal's traveller: one adult in its cabin.
                    travellers: { adults: 1, children: 0, infants: 0, cabin: parseCabin(deal.cabin) ?? "economy" },
                  }}
                  placement={`deals_${deal.slot + 1}`}
                  functionsBasePath={functionsBasePath}
                  aria-label={t("deals.card.bookLabel", { origin: card.origin, destination: card.destination })}
                  className={buttonClass({ size: "lg", className: "w-full" })}
                >
                  {t("deals.card.book")}
                </PartnerLink>
              </div>
            </Card>
          );
        })}
      </ul>
    </div>
  );
}
