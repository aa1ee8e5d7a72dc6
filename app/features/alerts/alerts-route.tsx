import { data, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { BRAND_NAME } from "../../brand/brand";
import { checkSignup, type SignupProblems } from "../../core/alerts/signup-schema";
import { CLIENT_IP_HEADER } from "../../core/auth/client-ip";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { signUpForAlert } from "../../services/alerts/alerts.server";
import { alertsOf, changeAlert, emailForManageToken, sendManageLink } from "../../services/alerts/manage.server";
import { getViewer } from "../../services/auth/viewer.server";
import { Card } from "../../ui/card";
import { useAlertChecks } from "../shell/root-data";
import type { Route } from "./+types/alerts-route";
import { AlertList, ManageLinkForm } from "./alert-list";
import { AlertSignupForm, type SignupDefaults } from "./alert-signup-form";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Price alerts | ${BRAND_NAME}`,
    description: `Follow a route and get an e-mail from ${BRAND_NAME} when its fare drops.`,
    path: "/alerts",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
    noindex: true,
  });

/** A refused sign-up or link request tells the browser when to try again (document requests too). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

const PREFILL = ["origin", "destination", "departDate", "departMonth", "maxPrice"] as const;

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
  return {
    defaults,
    signedIn: who?.signedIn ?? false,
    manageToken: who?.token ?? null,
    badToken: url.searchParams.has("token") && who === null,
    ownerEmail: who?.email ?? null,
    alerts: who ? await alertsOf(context, who.email) : [],
  };
}

type ActionResult =
  | { kind: "problems"; problems: SignupProblems; values: SignupDefaults }
  | { kind: "confirm-sent" | "active"; email: string }
  | { kind: "manage-link-sent"; email: string }
  | { kind: "manage-problem"; message: string }
  | { kind: "changed" };

const CHANGES = ["pause", "resume", "delete"] as const;

async function manageAction(request: Request, context: Route.ActionArgs["context"], form: FormData) {
  const intent = form.get("intent");
  if (intent === "manage-link") {
    const email = String(form.get("email") ?? "")
      .trim()
      .toLowerCase();
    if (!z.email().safeParse(email).success) {
      return data<ActionResult>(
        { kind: "manage-problem", message: "Enter an e-mail address such as name@example.com." },
        { status: 400 },
      );
    }
    const sent = await sendManageLink(context, email, request.headers.get(CLIENT_IP_HEADER) ?? "");
    if (sent.kind === "rate-limited") {
      return data<ActionResult>(
        {
          kind: "manage-problem",
          message: "Too many link requests in a short time. Please wait an hour and try again.",
        },
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
    return data<ActionResult>(
      { kind: "manage-problem", message: "Sign in, or open the link we e-mailed you, to change alerts." },
      { status: 403 },
    );
  }
  const changed = await changeAlert(context, who.email, id, change);
  if (changed.kind === "too-many") {
    return data<ActionResult>({ kind: "manage-problem", message: changed.message }, { status: 400 });
  }
  if (changed.kind === "unchanged") {
    return data<ActionResult>(
      { kind: "manage-problem", message: "That alert could not be changed: it is gone or already in that state." },
      { status: 409 },
    );
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
  const checked = checkSignup(values);
  if (!checked.ok) {
    return data<ActionResult>({ kind: "problems", problems: checked.problems, values }, { status: 400 });
  }
  const viewer = await getViewer(request, context);
  const outcome = await signUpForAlert(context, checked.signup, {
    ip: request.headers.get(CLIENT_IP_HEADER) ?? "",
    accountEmail: viewer?.email ?? null,
  });
  if (outcome.kind === "rate-limited") {
    return data<ActionResult>(
      { kind: "problems", problems: { form: outcome.message }, values },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
    );
  }
  if (outcome.kind === "too-many") {
    return data<ActionResult>({ kind: "problems", problems: { form: outcome.message }, values }, { status: 400 });
  }
  return data<ActionResult>({ kind: outcome.kind, email: outcome.email });
}

export default function AlertsRoute() {
  const { defaults, alerts, signedIn, manageToken, badToken, ownerEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const alertChecks = useAlertChecks();
  const signup =
    result?.kind === "problems" || result?.kind === "confirm-sent" || result?.kind === "active" ? result : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Price alerts</h1>
      <p className="mt-2 text-slate-600">
        Follow a route and we e-mail you when its fare drops: to or below the price you set, or at least 10 % below the
        lowest live price we have seen.{" "}
        {`We check ${alertChecks} through the same search as the site, and send at most one e-mail a day per alert.`}{" "}
        Sample prices from our offline engine never trigger an e-mail.
      </p>
      <section aria-labelledby="your-alerts-heading" className="mt-6">
        <h2 id="your-alerts-heading" className="text-lg font-semibold">
          Your alerts
        </h2>
        {result?.kind === "manage-problem" ? (
          <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800">
            {result.message}
          </p>
        ) : null}
        {ownerEmail ? (
          <AlertList alerts={alerts} email={ownerEmail} manageToken={manageToken} />
        ) : result?.kind === "manage-link-sent" ? (
          <p role="status" className="mt-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm">
            If {result.email} has price alerts, a link to manage them is on its way. It works for 24 hours.
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
            <p>We are tracking this route for {signup.email}. You will hear from us when the fare drops.</p>
          ) : (
            <p>Check your inbox: we sent a confirmation link to {signup.email}. The alert starts once you follow it.</p>
          )}
          <Link to="/alerts" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
            Track another route
          </Link>
        </div>
      ) : (
        <Card as="section" aria-labelledby="track-heading" className="mt-6 p-6">
          <h2 id="track-heading" className="text-lg font-semibold">
            Track prices
          </h2>
          <div className="mt-3">
            <AlertSignupForm
              defaults={signup?.kind === "problems" ? signup.values : defaults}
              problems={signup?.kind === "problems" ? signup.problems : {}}
            />
          </div>
        </Card>
      )}
    </div>
  );
}
