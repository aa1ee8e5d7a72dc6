import { data } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { pageMeta, siteUrlFrom } from "../../core/seo/meta";
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

export const meta: Route.MetaFunction = ({ matches, data }) => [
  ...pageMeta({
    title: `Page Not Found | ${BRAND_NAME}`,
    description: "The page you were looking for doesn't exist. Search cheap flights or browse our travel guides.",
    path: data?.path ?? "/404",
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  }),
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
