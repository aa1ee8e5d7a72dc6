import { data, Form, useActionData, useLoaderData } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { translatorFromMatches } from "../../i18n/translator";
import { unsubscribeAlert } from "../../services/alerts/alerts.server";
import { Button } from "../../ui/button";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import type { Route } from "./+types/alert-unsubscribe-route";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("alerts.unsubscribe.metaTitle", { brand: BRAND_NAME }),
    description: t("alerts.unsubscribe.metaDescription"),
    path: "/alerts/unsubscribe",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });
};

export function loader({ request }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get("token") ?? "",
    messages: pageMessages(request, ["alerts"]),
  };
}

/**
 * The unsubscribe link of every alert e-mail, signed, no sign-in. A mail program's one-click
 * unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the very URL, token in the query;
 * the page's button posts the token in the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fromForm = form.get("token");
  const token = new URL(request.url).searchParams.get("token") ?? (typeof fromForm === "string" ? fromForm : null);
  const outcome = await unsubscribeAlert(context, token);
  return data(outcome, { status: outcome.kind === "stopped" ? 200 : 400 });
}

export default function AlertUnsubscribeRoute() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold">{t("alerts.unsubscribe.title")}</h1>
      {result?.kind === "stopped" ? (
        <div
          role="status"
          className="mt-4 rounded-xl border border-green-300 bg-green-50 p-5"
          data-testid="unsubscribed"
        >
          <p>{t("alerts.unsubscribe.done", { origin: result.origin, destination: result.destination })}</p>
          <Link to="/alerts" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t("alerts.unsubscribe.alertsLink")}
          </Link>
        </div>
      ) : result?.kind === "invalid" || !token ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-5">
          <p>{t("alerts.unsubscribe.invalid")}</p>
          <Link to="/alerts" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t("alerts.unsubscribe.alertsLink")}
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <p className="text-slate-600">{t("alerts.unsubscribe.prompt")}</p>
          <Button type="submit" className="mt-4">
            {t("alerts.unsubscribe.button")}
          </Button>
        </Form>
      )}
    </div>
  );
}
