import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandFor } from "../../app/brand/brand";
import { confirmAlert, signUpForAlert, unsubscribeAlert } from "../../app/services/alerts/alerts.server";
import { checkAlert, checkAllAlerts } from "../../app/services/alerts/check-alerts.server";
import { alertsOf, changeAlert, emailForManageToken, sendManageLink } from "../../app/services/alerts/manage.server";
import { loadConfig } from "../../app/services/config/config.server";
import { type DatabaseHandle, openDatabase } from "../../app/services/db/database.server";
import { alertNotifications, alertPrices, priceAlerts } from "../../app/services/db/schema";
import { createMailer } from "../../app/services/email/mailer.server";
import { createScheduler, type Scheduler } from "../../app/services/jobs/scheduler.server";
import { createLogger } from "../../app/services/logging/logger.server";
import { createSearchFlow } from "../../app/services/search/create-flow.server";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * The alert pipeline in-process, on real parts: the provider fakes over HTTP, smtp-server as the
 * mail peer, pg-boss on the embedded PGlite (and on PostgreSQL when TEST_DATABASE_URL is set).
 * The check job is queued with the scheduler's "run now" instead of waiting for a cron minute.
 */

const SITE = "http://fareline.test";
const SECRET = "s".repeat(40);

let smtp: SmtpPeer;
let amadeus: ProviderFake;
let travelpayouts: ProviderFake;

beforeAll(async () => {
  [smtp, amadeus, travelpayouts] = await Promise.all([startSmtpPeer(), startAmadeusFake(), startTravelpayoutsFake()]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), amadeus?.close(), travelpayouts?.close()]);
});

/**
 * A server's parts. Sources: both live sources have credentials; "travelpayouts" only that one
 * (Amadeus answers with the offline engine's sample offers); "none": every price is sample data.
 */
function serverContext(database: DatabaseHandle, live: "both" | "travelpayouts" | "none" = "both") {
  const providers = fakeProvidersEnv(amadeus, travelpayouts);
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_SITE_URL: SITE,
    AUTH_SECRET: SECRET,
    SMTP_URL: smtp.url,
    ...(live === "both" ? providers : {}),
    ...(live === "travelpayouts"
      ? { TRAVELPAYOUTS_BASE_URL: providers.TRAVELPAYOUTS_BASE_URL, TRAVELPAYOUTS_TOKEN: providers.TRAVELPAYOUTS_TOKEN }
      : {}),
  } as NodeJS.ProcessEnv);
  const logger = createLogger("silent");
  const brand = brandFor(SITE);
  const mailer = createMailer(config, brand, logger);
  const context = { config, logger, database, brand, accounts: { mailer } };
  const flow = createSearchFlow(context);
  const deps = { db: database.db, flow, mailer, brand, config, logger };
  return { context, flow, deps };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function confirmedAlert(
  context: ReturnType<typeof serverContext>["context"],
  email: string,
  maxPrice: number | null,
): Promise<number> {
  const seen = smtp.messages.length;
  const outcome = await signUpForAlert(
    context,
    { email, origin: "JFK", destination: "LAX", departDate: inDays(40), departMonth: null, maxPrice },
    { ip: "203.0.113.9", accountEmail: null },
  );
  expect(outcome.kind).toBe("confirm-sent");
  const mail = await smtp.waitFor(email, /Confirm your Fareline price alert/, { after: seen });
  expect(mail.from?.text).toContain(`alerts@fareline.test`);
  const link = mail.text?.match(/http:\/\/fareline\.test\/alerts\/confirm\?token=\S+/)?.[0];
  expect(link).toBeDefined();
  const confirmed = await confirmAlert(context, new URL(link as string).searchParams.get("token"));
  expect(confirmed).toMatchObject({ kind: "confirmed", origin: "JFK", destination: "LAX" });
  const [row] = await context.database.db.select().from(priceAlerts).where(eq(priceAlerts.email, email));
  return row?.id as number;
}

const dropMails = (email: string) =>
  smtp.messages.filter(
    (m: ParsedMail) => m.subject?.startsWith("Price drop") && m.to && JSON.stringify(m.to).includes(email),
  );

describe.each(["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])])(
  "price alert checks on %s",
  (kind) => {
    let database: DatabaseHandle;
    let scheduler: Scheduler;
    let runs = 0;
    let drop: (() => Promise<void>) | undefined;
    let app: ReturnType<typeof serverContext>;

    beforeAll(async () => {
      if (kind === "postgres") {
        const isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
        drop = isolated.drop;
        database = await openDatabase({ kind: "postgres", url: isolated.url });
      } else {
        database = await openDatabase({ kind: "pglite-memory" });
      }
      app = serverContext(database);
      scheduler = createScheduler(database, app.context.logger, { pollingIntervalSeconds: 0.5 });
      scheduler.every("alerts-check", "0 */6 * * *", async () => {
        await checkAllAlerts(app.deps);
        runs += 1;
      });
      await scheduler.start();
    });
    afterAll(async () => {
      await scheduler?.stop();
      await database?.close();
      await drop?.();
    });

    const runCheck = async () => {
      const before = runs;
      await scheduler.runNow("alerts-check");
      const deadline = Date.now() + 20_000;
      while (runs === before) {
        if (Date.now() > deadline) throw new Error("the check job did not run");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    it("sign-up → confirm → a check finds a price under the limit → exactly one honest e-mail; a second check within 24 h sends nothing; unsubscribe stops it", async () => {
      const email = `traveller-${kind}@example.com`;
      await confirmedAlert(app.context, email, 100_000);

      await runCheck();
      expect(dropMails(email)).toHaveLength(1);
      const mail = dropMails(email)[0] as ParsedMail;
      expect(mail.from?.text).toContain("alerts@fareline.test");
      const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line ?? "";
      expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      const unsubscribe = header("list-unsubscribe").match(/^List-Unsubscribe:\s*<(http[^>]+)>$/)?.[1] as string;
      expect(unsubscribe).toMatch(/^http:\/\/fareline\.test\/alerts\/unsubscribe\?token=\d+\./);
      expect(mail.text).toContain(unsubscribe);
      expect(mail.text).toMatch(/Price from (Amadeus|Travelpayouts)[^,]*, found /);
      expect(mail.text).toContain(
        `http://fareline.test/search?from=JFK&to=LAX&date=${inDays(40)}&tripType=oneway&adults=1`,
      );
      expect(mail.html).toContain("View flights");
      expect(mail.text).not.toMatch(/sample/i);

      const [alert] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.email, email));
      const prices = await database.db
        .select()
        .from(alertPrices)
        .where(eq(alertPrices.alertId, alert?.id ?? 0));
      expect(prices).toHaveLength(1);
      expect(prices[0]).toMatchObject({ sample: false });
      expect(["amadeus", "travelpayouts"]).toContain(prices[0]?.source);
      expect(mail.subject).toContain(
        new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
          (prices[0]?.priceCents ?? 0) / 100,
        ),
      );
      expect(alert).toMatchObject({ status: "active", emailsSent: 1 });
      const notes = await database.db.select().from(alertNotifications).where(eq(alertNotifications.email, email));
      expect(notes).toHaveLength(1);

      // A second check within 24 hours: the price is stored, no e-mail.
      await runCheck();
      expect(dropMails(email)).toHaveLength(1);
      expect(
        await database.db
          .select()
          .from(alertPrices)
          .where(eq(alertPrices.alertId, alert?.id ?? 0)),
      ).toHaveLength(2);

      // Unsubscribe through the signed link: the alert stops and is no longer checked.
      expect(await unsubscribeAlert(app.context, new URL(unsubscribe).searchParams.get("token"))).toMatchObject({
        kind: "stopped",
      });
      expect(await unsubscribeAlert(app.context, `${alert?.id}.${"x".repeat(43)}`)).toEqual({ kind: "invalid" });
      await database.db
        .update(priceAlerts)
        .set({ lastEmailedAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(priceAlerts.id, alert?.id ?? 0));
      await runCheck();
      expect(dropMails(email)).toHaveLength(1);
      expect(
        await database.db
          .select()
          .from(alertPrices)
          .where(eq(alertPrices.alertId, alert?.id ?? 0)),
      ).toHaveLength(2);
    });

    it("without a max price, a live price 10 % under the lowest seen before sends one e-mail naming the old price", async () => {
      const email = `drop-${kind}@example.com`;
      const id = await confirmedAlert(app.context, email, null);
      // The first check only learns the price: nothing to compare with yet.
      await runCheck();
      expect(dropMails(email)).toHaveLength(0);
      const [first] = await database.db.select().from(alertPrices).where(eq(alertPrices.alertId, id));
      // Pretend an earlier check saw a much higher live fare.
      const higher = (first?.priceCents ?? 0) * 2;
      await database.db.delete(alertPrices).where(eq(alertPrices.alertId, id));
      await database.db
        .insert(alertPrices)
        .values({ alertId: id, priceCents: higher, source: "travelpayouts", observedAt: new Date() });
      await runCheck();
      expect(dropMails(email)).toHaveLength(1);
      const format = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
      expect(dropMails(email)[0]?.text).toContain(
        `The lowest price we had seen before was ${format.format(higher / 100)}.`,
      );
    });

    it("sample prices from the offline engine never trigger an e-mail, even under the limit", async () => {
      const email = `sample-${kind}@example.com`;
      const id = await confirmedAlert(app.context, email, 100_000);
      await database.db.update(priceAlerts).set({ status: "paused" }).where(eq(priceAlerts.status, "active"));
      await database.db.update(priceAlerts).set({ status: "active" }).where(eq(priceAlerts.id, id));
      const offline = serverContext(database, "none");
      expect(await checkAllAlerts(offline.deps)).toEqual({ checked: 1, emailed: 0, failed: 0, remaining: 0 });
      const [price] = await database.db.select().from(alertPrices).where(eq(alertPrices.alertId, id));
      expect(price).toMatchObject({ source: "sample", sample: true });
      expect(dropMails(email)).toHaveLength(0);
    });

    it("a cheaper sample offer does not hide a live price: the live one is stored and e-mailed, not labelled sample", async () => {
      const email = `mixed-${kind}@example.com`;
      const id = await confirmedAlert(app.context, email, 100_000);
      await database.db.update(priceAlerts).set({ status: "paused" }).where(eq(priceAlerts.status, "active"));
      await database.db.update(priceAlerts).set({ status: "active" }).where(eq(priceAlerts.id, id));
      const oneLive = serverContext(database, "travelpayouts");
      // The premise: with Amadeus unconfigured, its sample offers undercut Travelpayouts' live fares.
      const { merged } = await oneLive.flow.searchAll(
        { from: "JFK", to: "LAX", date: inDays(40), tripType: "oneway", adults: 1 },
        { signal: AbortSignal.timeout(30_000) },
      );
      const cheapest = (provider: string) =>
        Math.min(...merged.offers.filter((o) => o.provider === provider).map((o) => o.price));
      expect(cheapest("sample")).toBeLessThan(cheapest("travelpayouts"));

      expect(await checkAllAlerts(oneLive.deps)).toEqual({ checked: 1, emailed: 1, failed: 0, remaining: 0 });
      const [price] = await database.db.select().from(alertPrices).where(eq(alertPrices.alertId, id));
      expect(price).toMatchObject({
        source: "travelpayouts",
        sample: false,
        priceCents: Math.round(cheapest("travelpayouts") * 100),
      });
      expect(dropMails(email)).toHaveLength(1);
      expect(dropMails(email)[0]?.text).toMatch(/Price from Travelpayouts[^,]*, found /);
      expect(dropMails(email)[0]?.text).not.toMatch(/sample/i);
    });

    it("a management link lists an address's alerts with their price history; pause, resume and delete work only on its own", async () => {
      const email = `manage-${kind}@example.com`;
      const id = await confirmedAlert(app.context, email, null);
      const seen = smtp.messages.length;
      expect(await sendManageLink(app.context, email, "203.0.113.7")).toEqual({ kind: "sent" });
      const mail = await smtp.waitFor(email, /Your Fareline price alerts/, { after: seen });
      const token = new URL(
        mail.text?.match(/http:\/\/fareline\.test\/alerts\?token=\S+/)?.[0] as string,
      ).searchParams.get("token");
      expect(await emailForManageToken(app.context, token)).toBe(email);
      expect(await emailForManageToken(app.context, "forged")).toBeNull();
      // An address without alerts gets the same answer and no e-mail.
      expect(await sendManageLink(app.context, `nobody-${kind}@example.com`, "203.0.113.7")).toEqual({ kind: "sent" });

      await database.db.insert(alertPrices).values([
        {
          alertId: id,
          priceCents: 30_000,
          source: "travelpayouts",
          observedAt: new Date(),
          checkedAt: new Date(Date.now() - 7_200_000),
        },
        {
          alertId: id,
          priceCents: 25_000,
          source: "sample",
          sample: true,
          observedAt: new Date(),
          checkedAt: new Date(),
        },
      ]);
      const [listed] = await alertsOf(app.context, email);
      expect(listed).toMatchObject({ id, origin: "JFK", destination: "LAX", status: "active" });
      expect(listed?.history.map((p) => [p.priceCents, p.sample])).toEqual([
        [30_000, false],
        [25_000, true],
      ]);

      const unchanged = { kind: "unchanged" };
      const changed = { kind: "changed" };
      expect(await changeAlert(app.context, "someone-else@example.com", id, "delete")).toEqual(unchanged);
      expect(await changeAlert(app.context, email, id, "resume")).toEqual(unchanged);
      expect(await changeAlert(app.context, email, id, "pause")).toEqual(changed);
      expect((await alertsOf(app.context, email))[0]?.status).toBe("paused");
      expect(await changeAlert(app.context, email, id, "resume")).toEqual(changed);
      expect(await changeAlert(app.context, email, id, "delete")).toEqual(changed);
      expect(await alertsOf(app.context, email)).toEqual([]);
    });

    it("expires an alert whose day is over", async () => {
      const email = `past-${kind}@example.com`;
      const id = await confirmedAlert(app.context, email, null);
      await database.db.update(priceAlerts).set({ departDate: "2020-01-01" }).where(eq(priceAlerts.id, id));
      await runCheck();
      const [row] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.id, id));
      expect(row?.status).toBe("expired");
    });
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  it("check the same alert at once and send exactly one e-mail", async () => {
    const isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
    const first = await openDatabase({ kind: "postgres", url: isolated.url });
    const second = await openDatabase({ kind: "postgres", url: isolated.url });
    const instances = [serverContext(first), serverContext(second)];
    let runs = 0;
    let emailedByJobs = 0;
    const schedulers = instances.map((instance, i) => {
      const scheduler = createScheduler(i === 0 ? first : second, instance.context.logger, {
        pollingIntervalSeconds: 0.5,
      });
      scheduler.every("alerts-check", "0 */6 * * *", async () => {
        emailedByJobs += (await checkAllAlerts(instance.deps)).emailed;
        runs += 1;
      });
      return scheduler;
    });
    try {
      for (const scheduler of schedulers) await scheduler.start();
      const email = "twins@example.com";
      await confirmedAlert(instances[0]?.context as ReturnType<typeof serverContext>["context"], email, 100_000);
      // Both instances read the alert before either sends (as two servers checking at the same
      // moment would), check it at once, and both queue the scheduled job besides.
      const [alert] = await first.db.select().from(priceAlerts).where(eq(priceAlerts.email, email));
      // A barrier after the search makes the two checks reach the e-mail decision together.
      let searched = 0;
      const together = (instance: (typeof instances)[number]) => ({
        ...instance.deps,
        flow: {
          searchAll: async (...args: Parameters<typeof instance.flow.searchAll>) => {
            const result = await instance.flow.searchAll(...args);
            searched += 1;
            while (searched < 2) await new Promise((resolve) => setTimeout(resolve, 10));
            return result;
          },
        },
      });
      const results = await Promise.all([
        ...instances.map((instance) => checkAlert(together(instance), alert as typeof priceAlerts.$inferSelect)),
        ...schedulers.map((s) => s.runNow("alerts-check")),
      ]);
      const deadline = Date.now() + 20_000;
      while (runs < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // Whichever of the four callers reaches the decision first sends; the scheduled job may win.
      const emailedDirectly = results.filter(
        (r) => typeof r === "object" && r !== null && "emailed" in r && r.emailed,
      ).length;
      expect(runs).toBeGreaterThanOrEqual(1);
      expect(emailedDirectly + emailedByJobs).toBe(1);
      expect(dropMails(email)).toHaveLength(1);
      const [row] = await first.db.select().from(priceAlerts).where(eq(priceAlerts.email, email));
      expect(row?.emailsSent).toBe(1);
      expect(await first.db.select().from(alertNotifications).where(eq(alertNotifications.email, email))).toHaveLength(
        1,
      );
    } finally {
      for (const scheduler of schedulers) await scheduler.stop();
      await first.close();
      await second.close();
      await isolated.drop();
    }
  });
});
