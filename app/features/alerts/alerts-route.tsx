import { data, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { BRAND_NAME } from "../../brand/brand";
import { MAX_ACTIVE_ALERTS_PER_EMAIL } from "../../core/alerts/alert-rules";
import { checkFrequency } from "../../core/alerts/check-frequency";
import { checkSignup, type SignupProblems } from "../../core/alerts/signup-schema";
import { CLIENT_IP_HEADER } from "../../core/auth/client-ip";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages, serverTranslator } from "../../i18n/catalogue.server";
import { localeFromPath } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { signUpForAlert } from "../../services/alerts/alerts.server";
import { checkDepsOf, checkNewAlert } from "../../services/alerts/check-alerts.server";
import { alertsOf, changeAlert, emailForManageToken, sendManageLink } from "../../services/alerts/manage.server";
import { getViewer } from "../../services/auth/viewer.server";
import { resolvePlaceText } from "../../services/places/search-places.server";
import { Card } from "../../ui/card";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import type { Route } from "./+types/alerts-route";
import { AlertList, ManageLinkForm } from "./alert-list";
import { AlertSignupForm, type SignupDefaults } from "./alert-signup-form";
import { type FirstCheck, FirstPrice, firstCheckOf } from "./first-price";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("alerts.meta.title", { brand: BRAND_NAME }),
    description: t("alerts.meta.description", { brand: BRAND_NAME }),
    path: "/alerts",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });
};

/** A refused sign-up or link request tells the browser when to try again (document requests too). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

/** The form's fields, prefilled from the query ("Track this route" sends the whole trip). */
const PREFILL = [
  "origin",
  "destination",
  "departDate",
  "departMonth",
  "maxPrice",
  "tripType",
  "returnDate",
  "tripLength",
  "adults",
  "children",
  "infants",
  "cabin",
] as const;

/** Whose alerts this request may see and change: the signed-in account's, or a management link's. */
async function owner(request: Request, context: Route.LoaderArgs["context"], token: string | null) {
  const viewer = await getViewer(request, context);
  if (viewer) return { email: viewer.email.toLowerCase(), signedIn: true, token: null };
  const email = await emailForManageToken(context, token);
  return email ? { email, signedIn: false, token } : null;
}

/**
 * /alerts: the sign-up form (prefilled from the query — /search's "Track this route" — and the
 * session), and the alerts of the signed-in account or of a management link's address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const who = await owner(request, context, url.searchParams.get("token"));
  const defaults: SignupDefaults = { email: who?.signedIn ? who.email : "" };
  for (const name of PREFILL) {
    const value = url.searchParams.get(name);
    if (value && value.length <= 64) defaults[name] = value;
  }
  // From a multi-city search: the number of the one flight this alert can follow (the page says so).
  const flight = Number(url.searchParams.get("flight"));
  return {
    defaults,
    multiCityFlight: Number.isInteger(flight) && flight >= 1 && flight <= 6 ? flight : null,
    // How often alerts are checked, in the page's language ("elke 6 uur" on /nl/alerts).
    alertChecks: checkFrequency(context.config.alertCheckCron, localeFromPath(url.pathname)),
    signedIn: who?.signedIn ?? false,
    manageToken: who?.token ?? null,
    badToken: url.searchParams.has("token") && who === null,
    ownerEmail: who?.email ?? null,
    alerts: who ? await alertsOf(context, who.email) : [],
    // "search": the place combobox of the form's From and To.
    messages: pageMessages(request, ["alerts", "search"]),
    functionsBasePath: context.config.functionsBasePath,
  };
}

type ActionResult =
  | { kind: "problems"; problems: SignupProblems; values: SignupDefaults }
  | { kind: "confirm-sent"; email: string }
  | { kind: "active"; email: string; first: FirstCheck }
  | { kind: "manage-link-sent"; email: string }
  | { kind: "manage-problem"; message: string }
  | { kind: "changed" };

const CHANGES = ["pause", "resume", "delete"] as const;

/** The action's answers are in the language of the page that posted (`/nl/alerts` is Dutch). */
const requestLocale = (request: Request) => localeFromPath(new URL(request.url).pathname);

async function manageAction(request: Request, context: Route.ActionArgs["context"], form: FormData) {
  const locale = requestLocale(request);
  const t = serverTranslator(locale);
  const intent = form.get("intent");
  if (intent === "manage-link") {
    const email = String(form.get("email") ?? "")
      .trim()
      .toLowerCase();
    if (!z.email().safeParse(email).success) {
      return data<ActionResult>({ kind: "manage-problem", message: t("alerts.signup.emailInvalid") }, { status: 400 });
    }
    const sent = await sendManageLink(context, email, request.headers.get(CLIENT_IP_HEADER) ?? "", locale);
    if (sent.kind === "rate-limited") {
      return data<ActionResult>(
        { kind: "manage-problem", message: t("alerts.problem.linkRateLimited") },
        { status: 429, headers: { "Retry-After": String(sent.retryAfter) } },
      );
    }
    return data<ActionResult>({ kind: "manage-link-sent", email });
  }
  const change = CHANGES.find((c) => c === intent);
  const id = Number(form.get("alertId"));
  const token = form.get("token");
  const who = await owner(request, context, typeof token === "string" ? token : null);
  if (!change || !Number.isInteger(id) || !who) {
    return data<ActionResult>({ kind: "manage-problem", message: t("alerts.problem.notAllowed") }, { status: 403 });
  }
  const changed = await changeAlert(context, who.email, id, change);
  if (changed.kind === "too-many") {
    return data<ActionResult>(
      { kind: "manage-problem", message: t("alerts.problem.tooManyToResume", { max: MAX_ACTIVE_ALERTS_PER_EMAIL }) },
      { status: 400 },
    );
  }
  if (changed.kind === "unchanged") {
    return data<ActionResult>({ kind: "manage-problem", message: t("alerts.problem.unchanged") }, { status: 409 });
  }
  return data<ActionResult>({ kind: "changed" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "create") return manageAction(request, context, form);
  const values = Object.fromEntries(
    ["email", ...PREFILL].map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<(typeof PREFILL)[number] | "email", string>;
  const locale = requestLocale(request);
  const t = serverTranslator(locale);
  const checked = checkSignup(values, t, new Date(), resolvePlaceText);
  if (!checked.ok) {
    return data<ActionResult>({ kind: "problems", problems: checked.problems, values }, { status: 400 });
  }
  const viewer = await getViewer(request, context);
  const outcome = await signUpForAlert(context, checked.signup, {
    ip: request.headers.get(CLIENT_IP_HEADER) ?? "",
    accountEmail: viewer?.email ?? null,
    locale,
  });
  if (outcome.kind === "rate-limited") {
    return data<ActionResult>(
      { kind: "problems", problems: { form: t("alerts.problem.signupRateLimited") }, values },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
    );
  }
  if (outcome.kind === "too-many") {
    return data<ActionResult>(
      {
        kind: "problems",
        problems: { form: t("alerts.problem.tooMany", { max: MAX_ACTIVE_ALERTS_PER_EMAIL }) },
        values,
      },
      { status: 400 },
    );
  }
  if (outcome.kind === "active") {
    // Active at once: checked at once through the search flow, so the page shows its price.
    const first = firstCheckOf(await checkNewAlert(checkDepsOf(context), outcome.alertId));
    return data<ActionResult>({ kind: "active", email: outcome.email, first });
  }
  return data<ActionResult>({ kind: outcome.kind, email: outcome.email });
}

export default function AlertsRoute() {
  const {
    alertChecks,
    defaults,
    multiCityFlight,
    alerts,
    signedIn,
    manageToken,
    badToken,
    ownerEmail,
    functionsBasePath,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const signup =
    result?.kind === "problems" || result?.kind === "confirm-sent" || result?.kind === "active" ? result : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">{t("alerts.title")}</h1>
      <p className="mt-2 text-slate-600">{t("alerts.intro", { alertChecks })}</p>
      <section aria-labelledby="your-alerts-heading" className="mt-6">
        <h2 id="your-alerts-heading" className="text-lg font-semibold">
          {t("alerts.yours")}
        </h2>
        {result?.kind === "manage-problem" ? (
          <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800">
            {result.message}
          </p>
        ) : null}
        {ownerEmail ? (
          <AlertList alerts={alerts} email={ownerEmail} manageToken={manageToken} alertChecks={alertChecks} />
        ) : result?.kind === "manage-link-sent" ? (
          <p role="status" className="mt-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm">
            {t("alerts.manageLinkSent", { email: result.email })}
          </p>
        ) : (
          <ManageLinkForm badToken={badToken} signedIn={signedIn} />
        )}
      </section>
      {signup && signup.kind !== "problems" ? (
        <div
          role="status"
          className="mt-6 rounded-xl border border-green-300 bg-green-50 p-5"
          data-testid="alert-result"
        >
          {signup.kind === "active" ? (
            <>
              <p>{t("alerts.result.active", { email: signup.email })}</p>
              <FirstPrice check={signup.first} alertChecks={alertChecks} />
            </>
          ) : (
            <p>{t("alerts.result.confirmSent", { email: signup.email })}</p>
          )}
          <Link to="/alerts" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
            {t("alerts.result.trackAnother")}
          </Link>
        </div>
      ) : (
        <Card as="section" aria-labelledby="track-heading" className="mt-6 p-6">
          <h2 id="track-heading" className="text-lg font-semibold">
            {t("alerts.track")}
          </h2>
          {multiCityFlight && defaults.origin && defaults.destination ? (
            <p role="note" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
              {t("alerts.form.multiCity", {
                number: multiCityFlight,
                origin: defaults.origin,
                destination: defaults.destination,
              })}
            </p>
          ) : null}
          <div className="mt-3">
            <AlertSignupForm
              defaults={signup?.kind === "problems" ? signup.values : defaults}
              problems={signup?.kind === "problems" ? signup.problems : {}}
              functionsBasePath={functionsBasePath}
            />
          </div>
        </Card>
      )}
    </div>
  );
}
