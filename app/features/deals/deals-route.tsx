import { CalendarDays, Plane } from "lucide-react";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { PartnerLink } from "../affiliate/partner-link";
import type { Route } from "./+types/deals-route";
import { dealsFrom } from "./deals-data";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Flight Deals | ${BRAND_NAME}`,
    description:
      "Hand-picked sample fares on popular routes, updated daily, with savings of up to 50% against typical prices.",
    path: "/deals",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export function loader({ context }: Route.LoaderArgs) {
  return {
    deals: dealsFrom(new Date()),
    marker: context.config.travelpayoutsMarker,
    functionsBasePath: context.config.functionsBasePath,
  };
}

export default function DealsRoute({ loaderData }: Route.ComponentProps) {
  const { deals, marker, functionsBasePath } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Flight Deals</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">
        Deals updated daily, with savings of up to 50% on popular routes.
      </p>
      <p className="mt-2 max-w-2xl text-sm text-slate-600" data-testid="deals-note">
        These are sample, indicative fares for inspiration, not live prices: the partner shows the current price before
        you book.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Deals">
        {deals.map((deal) => (
          <Card as="li" key={deal.id} className="flex flex-col p-5 shadow-sm" data-testid="deal-card">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h2 className="text-lg font-bold">{deal.destination}</h2>
                <p className="text-sm text-slate-600">
                  From {deal.origin} ({deal.originIATA} → {deal.destinationIATA})
                </p>
              </div>
              <Badge tone="ok" pill className="shrink-0">
                Save {deal.savings}
              </Badge>
            </div>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-2xl font-extrabold text-brand-700">{deal.price}</span>
              <span className="text-sm text-slate-600 line-through">
                <span className="sr-only">was </span>
                {deal.originalPrice}
              </span>
              <span className="text-xs text-slate-600">round trip</span>
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
                aria-label={`Book Now: ${deal.origin} to ${deal.destination} (opens Kiwi.com in a new tab)`}
                className={buttonClass({ size: "lg", className: "w-full" })}
              >
                Book Now
              </PartnerLink>
            </div>
          </Card>
        ))}
      </ul>
    </div>
  );
}
