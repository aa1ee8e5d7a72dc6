import { BellRing, Filter, HandCoins, Plane, Sparkles, Split } from "lucide-react";
import { BRAND_NAME, BRAND_TAGLINE } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { Card } from "../../ui/card";
import { HomeSections } from "../pages/home-sections";
import { HeroSearch } from "../search/form/hero-search";
import { useAlertChecks, useBrand } from "../shell/root-data";
import type { Route } from "./+types/home-route";
import { homeJsonLd } from "./home-json-ld";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteUrl = siteUrlFrom(matches);
  const brand = matches.find((m) => m?.id === "root")?.data as { brand?: { supportEmail: string } } | undefined;
  return pageMeta({
    title: `${BRAND_NAME}: ${BRAND_TAGLINE}`,
    description:
      "Search one-way, return and multi-city flights across partners, sorted by price, with connections that switch airports filtered out.",
    path: location.pathname === "/flights" ? "/flights" : "/",
    siteUrl,
    locale: localeFrom(matches),
    jsonLd: homeJsonLd(siteUrl, brand?.brand?.supportEmail ?? ""),
  });
};

const features = (alertChecks: string) => [
  {
    icon: Plane,
    title: "Cheapest-flight search",
    text: "Offers from our data partners, merged and sorted by price, with the source of every price shown.",
  },
  {
    icon: Split,
    title: "No airport switches",
    text: "Connections that make you change airports mid-trip are filtered out before you see them.",
  },
  {
    icon: Filter,
    title: "Granular filters",
    text: "Narrow results by stops, airlines, departure time, trip length and price.",
  },
  {
    icon: BellRing,
    title: "Price alerts",
    text: `Follow a route and we e-mail you when its live fare drops. We check it ${alertChecks}, and sample prices never trigger an alert.`,
  },
  {
    icon: Sparkles,
    title: "AI-powered itineraries",
    text: "Coming soon: suggested multi-city plans built around the fares you find.",
  },
  {
    icon: HandCoins,
    title: "Free to use",
    text: "Searching costs nothing. When you book through a partner we may earn a commission, at no extra cost to you.",
  },
];

/** Public config the hero search form needs (the function API's base path). */
export function loader({ context }: Route.LoaderArgs) {
  return { functionsBasePath: context.config.functionsBasePath };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const alertChecks = useAlertChecks();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:gap-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:py-24">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{brand.tagline}</p>
            <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:mt-3 sm:text-5xl">
              Find the cheapest flights, without the airport switch
            </h1>
            {/* On a phone the whole search form comes first; the features below say the same. */}
            <p className="mt-5 hidden max-w-xl text-lg text-brand-100 sm:block">
              {brand.name} compares fares from partners like Kiwi.com and Aviasales, sorts them by price and hides
              itineraries that make you change airports on a layover. You book with the partner; we earn a commission at
              no extra cost to you.
            </p>
          </div>
          <section
            id="search"
            aria-labelledby="search-heading"
            className="scroll-mt-24 rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-6"
          >
            <h2 id="search-heading" className="text-xl font-bold">
              Search Flights
            </h2>
            <div data-slot="search-card">
              <HeroSearch functionsBasePath={loaderData.functionsBasePath} />
            </div>
          </section>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-2xl font-bold">
          Why travellers use {brand.name}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features(alertChecks).map((feature) => (
            <Card as="li" key={feature.title} className="p-6">
              <feature.icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
              <h3 className="mt-3 font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{feature.text}</p>
            </Card>
          ))}
        </ul>
      </section>
      <HomeSections />
    </>
  );
}
