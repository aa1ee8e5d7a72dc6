import { Form, useActionData, useLoaderData } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { describeDates } from "../../core/alerts/alert-dates";
import { describeTrip } from "../../core/alerts/alert-trip";
import { checkFrequency } from "../../core/alerts/check-frequency";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { localeFromPath } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { confirmAlert } from "../../services/alerts/alerts.server";
import { checkDepsOf, checkNewAlert } from "../../services/alerts/check-alerts.server";
import { Button } from "../../ui/button";
import { useLocale, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import type { Route } from "./+types/alert-confirm-route";
import { FirstPrice, firstCheckOf } from "./first-price";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("alerts.confirm.metaTitle", { brand: BRAND_NAME }),
    description: t("alerts.confirm.metaDescription"),
    path: "/alerts/confirm",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });
};

/**
 * The link in the confirmation e-mail. Opening it shows a button; only the POST confirms, so a
 * mail scanner that fetches every link cannot switch an alert on by itself.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: url.searchParams.get("token") ?? "",
    alertChecks: checkFrequency(context.config.alertCheckCron, localeFromPath(url.pathname)),
    messages: pageMessages(request, ["alerts"]),
  };
}

/** Confirming checks the alert at once through the search flow, so the page shows its price. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get("token");
  const confirmed = await confirmAlert(context, typeof token === "string" ? token : null);
  if (confirmed.kind !== "confirmed") return confirmed;
  return { ...confirmed, first: firstCheckOf(await checkNewAlert(checkDepsOf(context), confirmed.id)) };
}

export default function AlertConfirmRoute() {
  const { token, alertChecks } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold">{t("alerts.confirm.title")}</h1>
      {result?.kind === "confirmed" ? (
        <div
          role="status"
          className="mt-4 rounded-xl border border-green-300 bg-green-50 p-5"
          data-testid="alert-confirmed"
        >
          <p>
            {t("alerts.confirm.done", { origin: result.origin, destination: result.destination, email: result.email })}
          </p>
          <p className="mt-2 text-sm" data-testid="alert-trip">
            {describeTrip(result.trip, t)}; {describeDates({ ...result, ...result.trip }, t, locale)}
          </p>
          <FirstPrice check={result.first} alertChecks={alertChecks} />
          <Link to="/alerts" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t("alerts.confirm.seeAlerts")}
          </Link>
        </div>
      ) : result?.kind === "invalid" || !token ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-5">
          <p>{t("alerts.confirm.invalid")}</p>
          <Link to="/alerts" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t("alerts.confirm.again")}
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <p className="text-slate-600">{t("alerts.confirm.prompt")}</p>
          <Button type="submit" className="mt-4">
            {t("alerts.confirm.button")}
          </Button>
        </Form>
      )}
    </div>
  );
}
