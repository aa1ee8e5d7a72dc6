import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { Redis } from "ioredis";
import type { ServerServices } from "../../../server/context";
import { integrationStatus } from "../db/schema";
import type { HealthTest } from "../health/health.server";

/** One row of the Integrations tab. keys_present and reachable are measured on every read; last_* are stored. */
export interface IntegrationRow {
  key: string;
  name: string;
  category: string;
  env: string;
  keys_present: boolean;
  /** null where nothing can be reached (links built locally, an in-process fallback). */
  reachable: boolean | null;
  last_status: "ok" | "warn" | "error";
  last_error: string | null;
  last_checked_at: string;
  notes: string;
  rate_limit_note: string | null;
  docs_url: string | null;
}

/** What the tracking-snippet check looks for on our homepage: the Travelpayouts tracking script. */
const TRACKING_SNIPPET_PATTERN = /<script[^>]+src=["']https:\/\/(?:tp-em\.com|emrld\.ltd|tpembd\.com)\//i;
const CHECK_TIMEOUT_MS = 5000;

type Measured = Pick<IntegrationRow, "keys_present" | "reachable" | "last_status" | "last_error"> & { notes?: string };

const fromHealth = (test: HealthTest, keysPresent: boolean): Measured => ({
  keys_present: keysPresent,
  reachable: keysPresent ? test.ok || test.status > 0 : null,
  last_status: !keysPresent ? "warn" : test.ok ? "ok" : "error",
  last_error: test.ok ? null : test.error,
});

function tcpReachable(url: string): Promise<string | null> {
  const parsed = new URL(url);
  const port = Number(parsed.port || (parsed.protocol === "smtps:" ? 465 : parsed.protocol === "smtp:" ? 587 : 443));
  return new Promise((resolve) => {
    const socket = net.connect({ host: parsed.hostname, port, timeout: CHECK_TIMEOUT_MS });
    socket.once("connect", () => {
      socket.destroy();
      resolve(null);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(`No answer from ${parsed.hostname}:${port} within ${CHECK_TIMEOUT_MS / 1000} s`);
    });
    socket.once("error", (error) => resolve(`${parsed.hostname}:${port}: ${error.message}`));
  });
}

/** Whether our own homepage (from PUBLIC_SITE_URL, never a request header) carries the tracking snippet. */
export async function checkTrackingSnippet(siteUrl: string): Promise<"found" | "missing" | { error: string }> {
  try {
    const response = await fetch(new URL("/", siteUrl), {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      redirect: "follow",
    });
    if (!response.ok) return { error: `The homepage answered HTTP ${response.status}` };
    return TRACKING_SNIPPET_PATTERN.test(await response.text()) ? "found" : "missing";
  } catch (error) {
    return { error: `Could not fetch the homepage: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Measures every integration now, stores each outcome and answers the rows. */
export async function checkIntegrations(context: ServerServices): Promise<IntegrationRow[]> {
  const { config, database, search: flow } = context;
  const { flags } = await flow.flags();
  const signal = () => AbortSignal.timeout(CHECK_TIMEOUT_MS);
  const env = config.nodeEnv;

  const mailKind = config.mail.smtpUrl ? "smtp" : config.secrets.resendApiKey ? "resend" : "outbox";

  // Every flight source of the registry first, each measured by its own health test.
  const sources = flow.providers.sources.flatMap((source) => {
    const provider = flow.providers.get(source.info.name);
    return provider ? [{ source, provider }] : [];
  });
  const checks: Record<string, () => Promise<Measured>> = {
    ...Object.fromEntries(
      sources.map(({ source, provider }) => [
        source.info.name,
        async () => fromHealth(await provider.healthTest({ flags, signal: signal() }), provider.isConfigured()),
      ]),
    ),
    affiliate_links: async () => ({
      keys_present: /^\d+$/.test(config.travelpayoutsMarker),
      reachable: null,
      last_status: /^\d+$/.test(config.travelpayoutsMarker) ? "ok" : "error",
      last_error: /^\d+$/.test(config.travelpayoutsMarker) ? null : "TRAVELPAYOUTS_MARKER must be digits",
      notes: `Marker ${config.travelpayoutsMarker}; Kiwi.com and Aviasales links are built on our server.`,
    }),
    email: async () => {
      if (mailKind === "smtp") {
        const error = await tcpReachable(config.mail.smtpUrl as string);
        return { keys_present: true, reachable: !error, last_status: error ? "error" : "ok", last_error: error };
      }
      if (mailKind === "resend") {
        const error = await tcpReachable(config.mail.resendBaseUrl);
        return { keys_present: true, reachable: !error, last_status: error ? "error" : "ok", last_error: error };
      }
      const outbox = path.join(config.dataDir, "outbox");
      try {
        await fs.mkdir(outbox, { recursive: true });
        await fs.access(outbox, fs.constants.W_OK);
        return {
          keys_present: false,
          reachable: true,
          last_status: "warn",
          last_error: null,
          notes: `No SMTP_URL or RESEND_API_KEY: e-mail is written to ${outbox}.`,
        };
      } catch (error) {
        return { keys_present: false, reachable: false, last_status: "error", last_error: String(error) };
      }
    },
    redis: async () => {
      if (!config.redisUrl) {
        return {
          keys_present: false,
          reachable: null,
          last_status: "warn",
          last_error: null,
          notes: "No REDIS_URL: cache and rate limits are per process (fine for one server).",
        };
      }
      const client = new Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        connectTimeout: CHECK_TIMEOUT_MS,
      });
      client.on("error", () => {});
      try {
        await client.connect();
        await client.ping();
        return { keys_present: true, reachable: true, last_status: "ok", last_error: null };
      } catch (error) {
        return { keys_present: true, reachable: false, last_status: "error", last_error: String(error) };
      } finally {
        client.disconnect();
      }
    },
    database: async () => {
      try {
        await database.ping();
        return { keys_present: Boolean(config.databaseUrl), reachable: true, last_status: "ok", last_error: null };
      } catch (error) {
        return {
          keys_present: Boolean(config.databaseUrl),
          reachable: false,
          last_status: "error",
          last_error: String(error),
        };
      }
    },
    tracking_snippet: async () => {
      const outcome = await checkTrackingSnippet(config.publicSiteUrl);
      if (typeof outcome === "object")
        return { keys_present: true, reachable: false, last_status: "error", last_error: outcome.error };
      return {
        keys_present: true,
        reachable: true,
        last_status: outcome === "found" ? "ok" : "warn",
        last_error: outcome === "found" ? null : "Tracking snippet missing from the homepage",
        notes:
          outcome === "found"
            ? "Tracking snippet found on the homepage."
            : "Tracking snippet missing: clicks are still logged by our own server.",
      };
    },
  };

  const meta: Record<
    string,
    Omit<IntegrationRow, keyof Measured | "key" | "last_checked_at" | "env"> & { notes: string }
  > = {
    ...Object.fromEntries(
      sources.map(({ source: { info, integration } }) => [
        info.name,
        {
          name: integration.name,
          category: integration.category,
          notes: integration.notes(flags),
          rate_limit_note: integration.rateLimitNote,
          docs_url: integration.docsUrl,
        },
      ]),
    ),
    affiliate_links: {
      name: "Aviasales / Kiwi.com links (marker)",
      category: "Affiliate",
      notes: "",
      rate_limit_note: null,
      docs_url: "https://support.travelpayouts.com/hc/en-us/categories/200358578",
    },
    email: {
      name: `E-mail (${mailKind === "smtp" ? "SMTP" : mailKind === "resend" ? "Resend" : "local outbox"})`,
      category: "E-mail",
      notes: "",
      rate_limit_note: null,
      docs_url: null,
    },
    redis: { name: "Redis", category: "Infrastructure", notes: "", rate_limit_note: null, docs_url: null },
    database: {
      name: `Database (${database.kind === "pglite" ? "embedded PGlite" : "PostgreSQL"})`,
      category: "Infrastructure",
      notes: "",
      rate_limit_note: null,
      docs_url: null,
    },
    tracking_snippet: {
      name: "Tracking snippet",
      category: "Affiliate",
      notes: "",
      rate_limit_note: null,
      docs_url: null,
    },
  };

  const keys = Object.keys(checks);
  const measured = await Promise.all(
    keys.map(async (key) => {
      try {
        return await (checks[key] as () => Promise<Measured>)();
      } catch (error) {
        return {
          keys_present: false,
          reachable: false,
          last_status: "error",
          last_error: String(error),
        } satisfies Measured;
      }
    }),
  );
  const now = new Date();
  const rows: IntegrationRow[] = keys.map((key, i) => {
    const m = measured[i] as Measured;
    const info = meta[key] as (typeof meta)[string];
    return {
      key,
      ...info,
      env,
      keys_present: m.keys_present,
      reachable: m.reachable,
      last_status: m.last_status,
      last_error: m.last_error,
      last_checked_at: now.toISOString(),
      notes: m.notes ?? info.notes,
    };
  });
  for (const row of rows) {
    await database.db
      .insert(integrationStatus)
      .values({ key: row.key, lastStatus: row.last_status, lastError: row.last_error, lastCheckedAt: now })
      .onConflictDoUpdate({
        target: integrationStatus.key,
        set: { lastStatus: row.last_status, lastError: row.last_error, lastCheckedAt: now },
      });
  }
  return rows;
}
