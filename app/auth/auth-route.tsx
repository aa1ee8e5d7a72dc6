import { Link } from "react-router";
import { BRAND_NAME } from "../brand";
import { pageMeta, siteUrlFrom } from "../seo/meta";
import type { Route } from "./+types/auth-route";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Sign In | ${BRAND_NAME}`,
    description: `${BRAND_NAME} accounts are not open yet: search, guides and partner bookings need no account.`,
    path: "/auth",
    siteUrl: siteUrlFrom(matches),
    noindex: true,
  });

/**
 * Visitor sign-in is not built yet. Until it is, the header's Sign In and Sign Up
 * links land on this honest page rather than on a 404.
 */
export default function AuthRoute() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <Link to="/" className="text-sm text-brand-700 underline">
        ← Back to home
      </Link>
      <h1 className="mt-6 text-3xl font-bold">Sign in</h1>
      <p className="mt-4 text-slate-700">
        {BRAND_NAME} accounts are not open yet, so there is nothing to sign in to or sign up for today. You don't need
        an account to search flights, read our guides or book with our partners.
      </p>
      <p className="mt-4 text-slate-700">
        Price alerts, which will use an account, are not live yet either. We will say so here when accounts open.
      </p>
      <p className="mt-8 rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-600">
        Admin access is restricted to {BRAND_NAME} staff.
      </p>
    </section>
  );
}
