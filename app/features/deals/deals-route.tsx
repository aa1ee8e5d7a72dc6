import { CalendarDays, Plane } from "lucide-react";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { intlLocale, localeFromPath } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { useT } from "../../ui/i18n";
import { PartnerLink } from "../affiliate/partner-link";
import type { Route } from "./+types/deals-route";
import { dealsFrom } from "./deals-data";

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
 * The deals with prices and dates written in the page's language, and the words of the page and
 * of its partner links (`results`: what a link that cannot open says).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    deals: dealsFrom(new Date(), intlLocale(locale)),
    marker: context.config.travelpayoutsMarker,
    functionsBasePath: context.config.functionsBasePath,
    messages: pageMessages(request, ["deals", "results"]),
  };
}

export default function DealsRoute({ loaderData }: Route.ComponentProps) {
  const { deals, marker, functionsBasePath } = loaderData;
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("deals.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t("deals.intro")}</p>
      <p className="mt-2 max-w-2xl text-sm text-slate-600" data-testid="deals-note">
        {t("deals.note")}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("deals.list")}>
        {deals.map((deal) => {
          const destination = t(deal.destination);
          return (
            <Card as="li" key={deal.id} className="flex flex-col p-5 shadow-sm" data-testid="deal-card">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-bold">{destination}</h2>
                  <p className="text-sm text-slate-600">
                    {t("deals.card.from", {
                      origin: deal.origin,
                      originCode: deal.originIATA,
                      destinationCode: deal.destinationIATA,
                    })}
                  </p>
                </div>
                <Badge tone="ok" pill className="shrink-0">
                  {t("deals.card.save", { savings: deal.savings })}
                </Badge>
              </div>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-2xl font-extrabold text-brand-700">{deal.price}</span>
                <span className="text-sm text-slate-600 line-through">
                  {/* Read out as one phrase ("was $689"); shown struck through. */}
                  <span className="sr-only">{t("deals.card.was", { price: deal.originalPrice })}</span>
                  <span aria-hidden="true">{deal.originalPrice}</span>
                </span>
                <span className="text-xs text-slate-600">{t("deals.card.roundTrip")}</span>
              </p>
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                <CalendarDays aria-hidden="true" className="h-4 w-4" /> {deal.dates}
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                <Plane aria-hidden="true" className="h-4 w-4" /> {deal.airline}
              </p>
              <div className="mt-5">
                <PartnerLink
                  link={{
                    program: "kiwi",
                    marker,
                    origin: deal.originIATA,
                    destination: deal.destinationIATA,
                    departure: deal.departDate,
                    returnDate: deal.returnDate,
                  }}
                  placement={`deals_${deal.id}`}
                  functionsBasePath={functionsBasePath}
                  aria-label={t("deals.card.bookLabel", { origin: deal.origin, destination })}
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
