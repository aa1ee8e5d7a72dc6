import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandFor } from "../../app/brand/brand";
import { checkAllAlerts } from "../../app/services/alerts/check-alerts.server";
import { loadConfig } from "../../app/services/config/config.server";
import { openDatabase } from "../../app/services/db/database.server";
import { priceAlerts } from "../../app/services/db/schema";
import { createMailer } from "../../app/services/email/mailer.server";
import { startJobs } from "../../app/services/jobs/jobs.server";
import { createLogger } from "../../app/services/logging/logger.server";
import { createSearchFlow } from "../../app/services/search/create-flow.server";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * A server killed with SIGKILL in the middle of the alert check leaves its pg-boss job active.
 * The next server must retry it within 5 minutes of the crash, and the retry must not e-mail
 * an alert the dead run already e-mailed. The crash is real: a child process running the site's
 * jobs is killed while the check waits on its second alert.
 */

const SITE = "http://fareline.test";
let smtp: SmtpPeer;
let amadeus: ProviderFake;
let travelpayouts: ProviderFake;

beforeAll(async () => {
  [smtp, amadeus, travelpayouts] = await Promise.all([startSmtpPeer(), startAmadeusFake(), startTravelpayoutsFake()]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), amadeus?.close(), travelpayouts?.close()]);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dropMails = (email: string) =>
  smtp.messages.filter((m: ParsedMail) => m.subject?.startsWith("Price drop") && JSON.stringify(m.to).includes(email));

/** Runs the job runner of tests/support/alert-check-worker.ts until it hangs, then kills it with SIGKILL. */
async function crashMidCheck(env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/alert-check-worker.ts"], {
    env: { ...process.env, ...env, HANG_ROUTE: "JFK-SFO" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => String(chunk).includes("hanging") && resolve());
    child.once("exit", (code) => reject(new Error(`the worker exited with ${code} before the check hung`)));
  });
  child.kill("SIGKILL");
  await exited;
}

describe.each(["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])])(
  "an alert check killed mid-run on %s",
  (kind) => {
    let dataDir: string;
    let dropDatabase: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-crash-"));
    });
    afterAll(async () => {
      await dropDatabase?.();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it("is retried within 5 minutes of the crash and e-mails each alert once", async () => {
      const env: Record<string, string> = {
        NODE_ENV: "test",
        PUBLIC_SITE_URL: SITE,
        AUTH_SECRET: "c".repeat(40),
        SMTP_URL: smtp.url,
        DATA_DIR: dataDir,
        ...fakeProvidersEnv(amadeus, travelpayouts),
      };
      if (kind === "postgres") {
        const isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
        dropDatabase = isolated.drop;
        env.DATABASE_URL = isolated.url;
      }
      const config = loadConfig(env as NodeJS.ProcessEnv);
      const target = () =>
        config.databaseUrl
          ? ({ kind: "postgres", url: config.databaseUrl } as const)
          : ({ kind: "pglite", dataDir } as const);

      // Two alerts under their limit: the dead run e-mails the first and hangs on the second.
      const seed = await openDatabase(target());
      const alert = (email: string, destination: string) => ({
        email,
        origin: "JFK",
        destination,
        departDate: inDays(40),
        maxPrice: 100_000,
        status: "active" as const,
      });
      await seed.db
        .insert(priceAlerts)
        .values([alert(`first-${kind}@example.com`, "LAX"), alert(`second-${kind}@example.com`, "SFO")]);
      await seed.close();

      await crashMidCheck(env);
      expect(dropMails(`first-${kind}@example.com`)).toHaveLength(1);
      expect(dropMails(`second-${kind}@example.com`)).toHaveLength(0);

      // The next server starts. Its clock jumps 4 minutes on from the crash: the dead run's job
      // must be back at work within the minute that is left.
      const database = await openDatabase(target());
      const context = { config, logger: createLogger("silent"), database, brand: brandFor(SITE) };
      const moved = await database.db.execute(
        sql`update pgboss.job set started_on = started_on - interval '4 minutes' where name = 'alerts-check' and state = 'active' returning id`,
      );
      expect((moved as { rows: unknown[] }).rows).toHaveLength(1);
      const mailer = createMailer(config, context.brand, context.logger);
      const scheduler = await startJobs({ ...context, search: createSearchFlow(context), accounts: { mailer } });
      try {
        await smtp.waitFor(`second-${kind}@example.com`, /^Price drop/, { timeoutMs: 60_000 });
        // Let the retried run finish: it must not have e-mailed the first alert again.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(dropMails(`first-${kind}@example.com`)).toHaveLength(1);
        expect(dropMails(`second-${kind}@example.com`)).toHaveLength(1);
      } finally {
        await scheduler.stop();
        await database.close();
      }
    }, 120_000);
  },
);

describe("a round longer than one run", () => {
  it("stops starting alerts at its deadline and a follow-up run checks only the ones left", async () => {
    const database = await openDatabase({ kind: "pglite-memory" });
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        PUBLIC_SITE_URL: SITE,
        AUTH_SECRET: "r".repeat(40),
        SMTP_URL: smtp.url,
        ...fakeProvidersEnv(amadeus, travelpayouts),
      } as NodeJS.ProcessEnv);
      const context = { config, logger: createLogger("silent"), database, brand: brandFor(SITE) };
      const destinations = ["LAX", "SFO", "MIA"];
      await database.db.insert(priceAlerts).values(
        destinations.map((destination) => ({
          email: `round-${destination}@example.com`,
          origin: "JFK",
          destination,
          departDate: inDays(40),
          maxPrice: 1,
          status: "active" as const,
        })),
      );
      // A clock that moves a minute on each reading: the run's deadline comes after two alerts.
      let minute = 0;
      const start = Date.now();
      const deps = {
        db: database.db,
        flow: createSearchFlow(context),
        mailer: createMailer(config, context.brand, context.logger),
        brand: context.brand,
        config,
        logger: context.logger,
        now: () => new Date(start + 60_000 * minute++),
      };
      const startedAt = new Date(start);
      const first = await checkAllAlerts(deps, { startedAt, startBefore: new Date(start + 60_000 * 3.5) });
      expect(first).toMatchObject({ checked: 2, remaining: 1 });
      const followUp = await checkAllAlerts(deps, { startedAt });
      expect(followUp).toMatchObject({ checked: 1, remaining: 0 });
      const rows = await database.db.select().from(priceAlerts);
      expect(rows.every((row) => row.lastCheckedAt !== null)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
