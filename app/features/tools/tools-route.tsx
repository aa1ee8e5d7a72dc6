import { BRAND_NAME } from "../../brand/brand";
import { type JsonLd, localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { categoriesWithTools, outboundHref, TOOLS } from "../../core/tools/tools-data";
import { pageMessages } from "../../i18n/catalogue.server";
import { translatorFromMatches } from "../../i18n/translator";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import type { Route } from "./+types/tools-route";
import { Check, ExternalLink } from "./tool-icons";
import { ToolLogo } from "./tool-logo";

/**
 * The picks by category, from the loader, with the `tools` messages their keys name: the page is
 * prerendered, so its words arrive in the HTML and the page data and only the rendering code
 * ships as JavaScript (the page JavaScript budget of tests/integration/js-budget.test.ts). A
 * category without picks is left out: a chip or heading leading to nothing helps nobody.
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    categories: categoriesWithTools().map((category) => ({
      ...category,
      tools: TOOLS.filter((tool) => tool.category === category.code).map((tool) => ({
        id: tool.id,
        name: tool.name,
        logo: tool.logo,
        badge: tool.badge,
        blurb: tool.blurb,
        bullets: tool.bullets,
        href: outboundHref(tool),
        defaultUrl: tool.defaultUrl,
      })),
    })),
    messages: pageMessages(request, ["tools"]),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = translatorFromMatches(matches);
  const siteUrl = siteUrlFrom(matches);
  const tools = loaderData?.categories.flatMap((category) => category.tools) ?? [];
  const itemList: JsonLd = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: t("tools.jsonLd.name", { brand: BRAND_NAME }),
    itemListElement: tools.map((tool, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: tool.name,
      url: tool.defaultUrl,
      description: t(tool.blurb),
    })),
  };
  return pageMeta({
    title: t("tools.meta.title", { brand: BRAND_NAME }),
    description: t("tools.meta.description"),
    path: "/tools",
    siteUrl,
    locale: localeFrom(matches),
    jsonLd: [itemList],
  });
};

export default function ToolsRoute({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const t = useT();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("tools.title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t("tools.intro")}</p>
          <p className="mt-3 max-w-2xl text-sm text-brand-100">
            {t("tools.disclosure", { brand: BRAND_NAME })}{" "}
            <Link to="/disclosure" className="font-semibold text-white underline">
              {t("tools.disclosureLink")}
            </Link>
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <nav aria-label={t("tools.categories")}>
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.code}>
                <a
                  href={`#${category.code}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
                >
                  {t(category.label)} <span className="text-slate-500">({category.tools.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {categories.map((category) => (
          <section
            key={category.code}
            id={category.code}
            aria-labelledby={`${category.code}-heading`}
            className="mt-12 scroll-mt-24"
          >
            <h2 id={`${category.code}-heading`} className="text-2xl font-bold">
              {t(category.label)}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {category.tools.map((tool) => (
                <Card as="li" key={tool.id} className="flex flex-col p-6 shadow-sm" data-tool={tool.id}>
                  <div className="flex items-center gap-4">
                    <ToolLogo logo={tool.logo} />
                    <div>
                      <h3 className="text-lg font-bold">{tool.name}</h3>
                      {tool.badge ? (
                        <Badge tone="warn" pill className="mt-1">
                          {t(tool.badge)}
                        </Badge>
                      ) : null}
                    </div>
                  </div>
                  <p className="mt-4 text-slate-700">{t(tool.blurb)}</p>
                  <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                    {tool.bullets.map((bullet) => (
                      <li key={bullet} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                        {t(bullet)}
                      </li>
                    ))}
                  </ul>
                  <a
                    href={tool.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass({ size: "lg", className: "mt-6" })}
                  >
                    {t("tools.get", { name: tool.name })}
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">{t("tools.newTab")}</span>
                  </a>
                </Card>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
