import { Form, Link, useActionData, useLoaderData } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { confirmAlert } from "../../services/alerts/alerts.server";
import { Button } from "../../ui/button";
import type { Route } from "./+types/alert-confirm-route";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Confirm your price alert | ${BRAND_NAME}`,
    description: "Confirm a price alert.",
    path: "/alerts/confirm",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });

/**
 * The link in the confirmation e-mail. Opening it shows a button; only the POST confirms, so a
 * mail scanner that fetches every link cannot switch an alert on by itself.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get("token");
  return confirmAlert(context, typeof token === "string" ? token : null);
}

export default function AlertConfirmRoute() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold">Confirm your price alert</h1>
      {result?.kind === "confirmed" ? (
        <div
          role="status"
          className="mt-4 rounded-xl border border-green-300 bg-green-50 p-5"
          data-testid="alert-confirmed"
        >
          <p>
            Your alert for {result.origin} → {result.destination} is on. We will e-mail {result.email} when the fare
            drops.
          </p>
          <Link to="/alerts" className="mt-2 inline-block font-semibold text-brand-700 underline">
            See your price alerts
          </Link>
        </div>
      ) : result?.kind === "invalid" || !token ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-5">
          <p>This confirmation link is not valid any more: it was used already, or it is older than a week.</p>
          <Link to="/alerts" className="mt-2 inline-block font-semibold text-brand-700 underline">
            Set up the alert again
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <p className="text-slate-600">Press the button to start e-mailing you when this route gets cheaper.</p>
          <Button type="submit" className="mt-4">
            Confirm my alert
          </Button>
        </Form>
      )}
    </div>
  );
}
