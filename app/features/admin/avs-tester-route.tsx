import { BRAND_NAME } from "../../brand/brand";
import { pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { requireAdmin } from "../../services/auth/viewer.server";
import type { Route } from "./+types/avs-tester-route";
import { AviasalesTester } from "./avs-tester-panel";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `AVS tester | ${BRAND_NAME}`,
    description: "Aviasales API tester for operators.",
    path: "/avs-tester",
    siteUrl: siteUrlFrom(matches),
    locale: "en",
    languages: ["en"],
    noindex: true,
  });

/** Guarded like /admin: the gate runs on the server before any HTML. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AvsTesterRoute() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Aviasales API tester</h1>
      <p className="mt-2 text-slate-700">
        Calls the Travelpayouts Data API through our server (at most 5 results) and shows the raw answer and the tracked
        deeplink. Uses the admin token saved in this browser (Developer Panel on{" "}
        <a className="text-brand-700 underline" href="/admin">
          /admin
        </a>
        ).
      </p>
      <AviasalesTester />
    </section>
  );
}
