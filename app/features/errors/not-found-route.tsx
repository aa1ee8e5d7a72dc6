import { data } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { translatorFromMatches } from "../../i18n/translator";
import type { Route } from "./+types/not-found-route";
import { NotFoundPage } from "./not-found-page";

/** Any unknown path: logs the miss as one structured line and answers HTTP 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  context.logger.warn(
    { event: "page_not_found", path: url.pathname, referrer: request.headers.get("referer") ?? null },
    "page not found",
  );
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("shell.notFound.metaTitle", { brand: BRAND_NAME }),
    description: t("shell.notFound.description"),
    path: data?.path ?? "/404",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });
};

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
