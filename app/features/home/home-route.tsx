import { BellRing, Filter, Globe2, HandCoins, Plane, Sparkles, Split } from "lucide-react";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { pathWithoutLocale } from "../../i18n/locales";
import type { MessageKey } from "../../i18n/message-key";
import { translatorFromMatches } from "../../i18n/translator";
import { Card } from "../../ui/card";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { HomeSections } from "../pages/home-sections";
import { HeroSearch } from "../search/form/hero-search";
import { useAlertChecks, useBrand } from "../shell/root-data";
import type { Route } from "./+types/home-route";
import { homeJsonLd } from "./home-json-ld";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translatorFromMatches(matches);
  const siteUrl = siteUrlFrom(matches);
  const locale = localeFrom(matches);
  const brand = matches.find((m) => m?.id === "root")?.data as { brand?: { supportEmail: string } } | undefined;
  return pageMeta({
    title: t("home.meta.title", { brand: BRAND_NAME, tagline: t("home.tagline") }),
    description: t("home.meta.description"),
    path: pathWithoutLocale(location.pathname) === "/flights" ? "/flights" : "/",
    siteUrl,
    locale,
    jsonLd: homeJsonLd({ siteUrl, supportEmail: brand?.brand?.supportEmail ?? "", locale, t }),
  });
};

/** The feature grid: an icon and the keys of its title and text (a multiple of 2 and 3 cards). */
const FEATURES: ReadonlyArray<{ icon: typeof Plane; title: MessageKey; text: MessageKey }> = [
  { icon: Plane, title: "home.features.cheapest.title", text: "home.features.cheapest.text" },
  { icon: Split, title: "home.features.noSwitch.title", text: "home.features.noSwitch.text" },
  { icon: Filter, title: "home.features.filters.title", text: "home.features.filters.text" },
  { icon: BellRing, title: "home.features.alerts.title", text: "home.features.alerts.text" },
  { icon: Sparkles, title: "home.features.ai.title", text: "home.features.ai.text" },
  { icon: HandCoins, title: "home.features.free.title", text: "home.features.free.text" },
];

/**
 * Public config the hero search form needs (the function API's base path), and the words of the
 * page, its search form (`search`), the price-alert form of its sections (`alerts`) and the link
 * to the explore page (`explore`).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    functionsBasePath: context.config.functionsBasePath,
    messages: pageMessages(request, ["home", "search", "alerts", "explore"]),
  };
}

/** The link to the explore page, on the hero's blue. */
function ExploreLink({ testId }: { testId: string }) {
  const t = useT();
  return (
    <Link
      to="/explore"
      className="inline-flex items-center gap-2 font-semibold text-white underline decoration-brand-100 underline-offset-4 hover:decoration-white"
      data-testid={testId}
    >
      <Globe2 aria-hidden="true" className="h-5 w-5" />
      {t("explore.home.link")}
    </Link>
  );
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const alertChecks = useAlertChecks();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:gap-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:py-24">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t("home.tagline")}</p>
            <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:mt-3 sm:text-5xl">{t("home.hero.title")}</h1>
            {/* On a phone the whole search form comes first; the features below say the same. */}
            <p className="mt-5 hidden max-w-xl text-lg text-brand-100 sm:block">
              {t("home.hero.intro", { brand: brand.name })}
            </p>
            <p className="mt-6 hidden text-base sm:block">
              <ExploreLink testId="home-explore-link" />
              <span className="mt-1 block text-brand-100">{t("explore.home.text")}</span>
            </p>
          </div>
          <section
            id="search"
            aria-labelledby="search-heading"
            className="scroll-mt-24 rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-6"
          >
            <h2 id="search-heading" className="text-xl font-bold">
              {t("home.search.heading")}
            </h2>
            <div data-slot="search-card">
              <HeroSearch functionsBasePath={loaderData.functionsBasePath} />
            </div>
          </section>
          {/* On a phone the search form comes first, then the way to explore. */}
          <p className="text-sm sm:hidden">
            <ExploreLink testId="home-explore-link-phone" />
          </p>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-2xl font-bold">
          {t("home.features.heading", { brand: brand.name })}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <Card as="li" key={feature.title} className="p-6">
              <feature.icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
              <h3 className="mt-3 font-semibold">{t(feature.title)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(feature.text, { alertChecks })}</p>
            </Card>
          ))}
        </ul>
      </section>
      <HomeSections />
    </>
  );
}
