import { and, count, eq, gt, inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { confirmationEmail } from "../../core/alerts/alert-emails";
import { MAX_ACTIVE_ALERTS_PER_EMAIL, OPEN_STATUSES } from "../../core/alerts/alert-rules";
import { type AlertTrip, PLAIN_TRIP, tripOf } from "../../core/alerts/alert-trip";
import { checkFrequency } from "../../core/alerts/check-frequency";
import type { AlertSignup } from "../../core/alerts/signup-schema";
import { type Locale, localizedPath } from "../../i18n/locales";
import type { Accounts } from "../auth/accounts.server";
import { consumeEmailAttempt } from "../auth/email-rate-limit.server";
import { priceAlerts } from "../db/schema";
import { hashToken, newToken, verifyAlertId } from "./alert-tokens.server";
import { unsubscribeLink } from "./check-alerts.server";

type AlertsContext = Pick<AppLoadContext, "config" | "logger" | "database" | "brand"> & {
  accounts: Pick<Accounts, "mailer">;
};

/** Sign-ups per client address and per e-mail address, counted in the database (all servers). */
const SIGNUP_LIMITS = {
  perIp: { max: 20, windowSeconds: 3600 },
  perEmail: { max: 5, windowSeconds: 3600 },
};
/** A confirmation link works for a week. */
const CONFIRM_WINDOW_MS = 7 * 24 * 3600 * 1000;

export type SignupOutcome =
  | { kind: "confirm-sent"; email: string }
  /** Active at once (a signed-in traveller's own address): `alertId` is checked at once by the page. */
  | { kind: "active"; email: string; alertId: number }
  | { kind: "rate-limited"; retryAfter: number }
  /** The address already follows MAX_ACTIVE_ALERTS_PER_EMAIL routes. */
  | { kind: "too-many" };

/** A sign-up; trip fields left out mean PLAIN_TRIP (one way, 1 adult, economy). */
export type AlertSignupInput = Omit<AlertSignup, keyof AlertTrip> & Partial<AlertTrip>;

/** The same dates and the same trip: asking again for it is the same alert. */
const sameTrip = (row: typeof priceAlerts.$inferSelect, signup: AlertSignup) =>
  row.departDate === signup.departDate &&
  row.departMonth === signup.departMonth &&
  (Object.keys(PLAIN_TRIP) as (keyof AlertTrip)[]).every((field) => row[field] === signup[field]);

const sameRoute = (signup: AlertSignup) =>
  and(
    eq(priceAlerts.email, signup.email),
    eq(priceAlerts.origin, signup.origin),
    eq(priceAlerts.destination, signup.destination),
  );

/**
 * Records an alert. A signed-in traveller tracking their own (confirmed) account address gets an
 * active alert at once; anyone else gets a pending one and a confirmation e-mail (double opt-in).
 * The same route and dates for the same address is one alert: asking again re-sends the link.
 * `client.locale` is the language of the page the alert was made on: the alert keeps it, and its
 * e-mails (this confirmation too) are written in it, with links to that language's pages.
 */
export async function signUpForAlert(
  context: AlertsContext,
  input: AlertSignupInput,
  client: { ip: string; accountEmail: string | null; locale?: Locale },
): Promise<SignupOutcome> {
  const { db } = context.database;
  const signup: AlertSignup = { ...PLAIN_TRIP, ...input };
  const locale = client.locale ?? "en";
  for (const [action, key, limit] of [
    ["alert-signup-ip", client.ip || "unknown", SIGNUP_LIMITS.perIp],
    ["alert-signup-email", signup.email, SIGNUP_LIMITS.perEmail],
  ] as const) {
    const decision = await consumeEmailAttempt(db, action, key, limit);
    if (!decision.allowed) {
      return { kind: "rate-limited", retryAfter: decision.retryAfter };
    }
  }

  const ownAddress = client.accountEmail !== null && client.accountEmail.toLowerCase() === signup.email;
  const existing = (
    await db
      .select()
      .from(priceAlerts)
      .where(and(sameRoute(signup), inArray(priceAlerts.status, ["pending", "active", "paused"])))
  ).find((row) => sameTrip(row, signup));

  if (!existing) {
    const [open] = await db
      .select({ n: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.email, signup.email), inArray(priceAlerts.status, OPEN_STATUSES)));
    if (Number(open?.n ?? 0) >= MAX_ACTIVE_ALERTS_PER_EMAIL) return { kind: "too-many" };
  }

  if (ownAddress) {
    const values = {
      ...signup,
      locale,
      status: "active",
      confirmTokenHash: null,
      confirmedAt: new Date(),
      updatedAt: new Date(),
    };
    const [row] = existing
      ? await db.update(priceAlerts).set(values).where(eq(priceAlerts.id, existing.id)).returning()
      : await db.insert(priceAlerts).values(values).returning();
    return { kind: "active", email: signup.email, alertId: row?.id ?? 0 };
  }

  if (existing && existing.status !== "pending") {
    // Already confirmed: nothing to do, and the answer does not tell a stranger so.
    return { kind: "confirm-sent", email: signup.email };
  }
  const { token, hash } = newToken();
  const [row] = existing
    ? await db
        .update(priceAlerts)
        .set({ ...signup, locale, confirmTokenHash: hash, createdAt: new Date(), updatedAt: new Date() })
        .where(eq(priceAlerts.id, existing.id))
        .returning({ id: priceAlerts.id })
    : await db
        .insert(priceAlerts)
        .values({ ...signup, locale, status: "pending", confirmTokenHash: hash })
        .returning({ id: priceAlerts.id });
  const link = new URL(localizedPath("/alerts/confirm", locale), context.config.publicSiteUrl);
  link.searchParams.set("token", token);
  const alertChecks = checkFrequency(context.config.alertCheckCron, locale);
  // The stop link works before confirming too: whoever did not ask for the alert can end it.
  const stop = unsubscribeLink(context.config, row?.id ?? 0, locale);
  await context.accounts.mailer.send(
    confirmationEmail(context.brand, signup.email, signup, { confirm: link.toString(), stop }, alertChecks, locale),
  );
  return { kind: "confirm-sent", email: signup.email };
}

export type ConfirmOutcome =
  | {
      kind: "confirmed";
      id: number;
      origin: string;
      destination: string;
      email: string;
      departDate: string | null;
      departMonth: string | null;
      trip: AlertTrip;
    }
  | { kind: "invalid" };

/** Follows a confirmation link: the pending alert becomes active; the token works once, for a week. */
export async function confirmAlert(
  context: AlertsContext,
  token: string | null,
  now = new Date(),
): Promise<ConfirmOutcome> {
  if (!token || token.length > 200) return { kind: "invalid" };
  const [row] = await context.database.db
    .update(priceAlerts)
    .set({ status: "active", confirmTokenHash: null, confirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(priceAlerts.confirmTokenHash, hashToken(token)),
        eq(priceAlerts.status, "pending"),
        gt(priceAlerts.createdAt, new Date(now.getTime() - CONFIRM_WINDOW_MS)),
      ),
    )
    .returning();
  return row
    ? {
        kind: "confirmed",
        id: row.id,
        origin: row.origin,
        destination: row.destination,
        email: row.email,
        departDate: row.departDate,
        departMonth: row.departMonth,
        trip: tripOf(row),
      }
    : { kind: "invalid" };
}

export type UnsubscribeOutcome = { kind: "stopped"; origin: string; destination: string } | { kind: "invalid" };

/** The signed unsubscribe link (no sign-in): the alert stops (paused; /alerts can turn it back on). */
export async function unsubscribeAlert(context: AlertsContext, token: string | null): Promise<UnsubscribeOutcome> {
  const id = verifyAlertId(context.config.authSecret ?? "", "unsubscribe", token);
  if (id === null) return { kind: "invalid" };
  const [row] = await context.database.db
    .update(priceAlerts)
    .set({ status: "paused", updatedAt: new Date() })
    .where(and(eq(priceAlerts.id, id), inArray(priceAlerts.status, ["active", "paused", "pending"])))
    .returning();
  return row ? { kind: "stopped", origin: row.origin, destination: row.destination } : { kind: "invalid" };
}
