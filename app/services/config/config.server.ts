import path from "node:path";
import { type Env, envSchema } from "./env-schema";

/**
 * The one place the environment is read. `loadConfig` validates it with zod
 * (env-schema.ts) and returns a typed, frozen object; an invalid value stops
 * start-up with a message naming the variable and what it accepts.
 */

export interface Config {
  nodeEnv: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  publicSiteUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  /** Undefined in embedded mode until the boot resolves it from DATA_DIR. */
  authSecret: string | undefined;
  useDummyData: boolean;
  /** TRUST_PROXY: a TLS-terminating proxy sits in front; its X-Forwarded-Proto decides HSTS. */
  trustProxy: boolean;
  forceProvider: Env["FORCE_PROVIDER"];
  amadeusEnv: Env["AMADEUS_ENV"];
  functionsBasePath: string;
  /** Timeout for every upstream provider call. */
  upstreamTimeoutMs: number;
  /** Overrides the base URL AMADEUS_ENV picks (test.api.amadeus.com / api.amadeus.com). */
  amadeusBaseUrl: string | undefined;
  travelpayoutsBaseUrl: string;
  travelpayoutsMarker: string;
  /** Monthly free quota per Amadeus API and the share of it the product may use. */
  amadeusQuota: { FOS: number; FOP: number; SEATMAPS: number; targetPercent: number };
  redisUrl: string | undefined;
  searchCacheTtlSeconds: number;
  /** Key prefix of the Redis search cache. */
  searchCachePrefix: string;
  /** Requests per IP and minute: the public API (/functions/v1/*, /api/out) and its debug endpoints. */
  rateLimits: { perMinute: number; debugPerMinute: number };
  /** Allowed operator e-mails (lower case); empty = no allow-list, the role alone decides. */
  adminEmails: readonly string[];
  /** Outgoing mail: SMTP when smtpUrl is set, else Resend when secrets.resendApiKey is set, else the local outbox. */
  mail: { smtpUrl: string | undefined; resendBaseUrl: string; from: string | undefined };
  /** Cron schedule (UTC) of the price-alert check job. */
  alertCheckCron: string;
  /** Partner URL overrides for /api/out, keyed by the tool's env var name (app/core/tools/tools-data.ts). */
  toolUrls: Readonly<Record<string, string | undefined>>;
  /** Where backups are written (BACKUP_DIR, default DATA_DIR/backups) and how many are kept. */
  backups: { dir: string; keep: number };
  secrets: {
    amadeusClientId: string | undefined;
    amadeusClientSecret: string | undefined;
    travelpayoutsToken: string | undefined;
    resendApiKey: string | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        return `${name} ${issue.message} (got ${JSON.stringify(env[name] ?? "")})`;
      }),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new ConfigError(["AUTH_SECRET is required when DATABASE_URL is set in production (at least 32 characters)"]);
  }
  const publicSiteUrl = (e.PUBLIC_SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicSiteUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    useDummyData: e.USE_DUMMY_DATA,
    trustProxy: e.TRUST_PROXY,
    forceProvider: e.FORCE_PROVIDER,
    amadeusEnv: e.AMADEUS_ENV,
    functionsBasePath: e.FUNCTIONS_BASE_PATH,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    amadeusBaseUrl: e.AMADEUS_BASE_URL?.replace(/\/+$/, ""),
    travelpayoutsBaseUrl: e.TRAVELPAYOUTS_BASE_URL.replace(/\/+$/, ""),
    travelpayoutsMarker: e.TRAVELPAYOUTS_MARKER,
    amadeusQuota: Object.freeze({
      FOS: e.AMADEUS_QUOTA_FOS,
      FOP: e.AMADEUS_QUOTA_FOP,
      SEATMAPS: e.AMADEUS_QUOTA_SEATMAPS,
      targetPercent: e.AMADEUS_QUOTA_TARGET_PERCENT,
    }),
    redisUrl: e.REDIS_URL,
    searchCacheTtlSeconds: e.SEARCH_CACHE_TTL_SECONDS,
    searchCachePrefix: e.SEARCH_CACHE_PREFIX,
    rateLimits: Object.freeze({ perMinute: e.RATE_LIMIT_PER_MINUTE, debugPerMinute: e.RATE_LIMIT_DEBUG_PER_MINUTE }),
    adminEmails: Object.freeze(
      (e.ADMIN_EMAILS ?? "")
        .split(",")
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
    mail: Object.freeze({
      smtpUrl: e.SMTP_URL,
      resendBaseUrl: e.RESEND_BASE_URL.replace(/\/+$/, ""),
      from: e.MAIL_FROM,
    }),
    backups: Object.freeze({ dir: e.BACKUP_DIR ?? path.join(e.DATA_DIR, "backups"), keep: e.BACKUP_KEEP }),
    alertCheckCron: e.ALERT_CHECK_CRON.trim(),
    toolUrls: Object.freeze({
      TOOL_URL_AIRALO: e.TOOL_URL_AIRALO,
      TOOL_URL_NORDVPN: e.TOOL_URL_NORDVPN,
      TOOL_URL_WISE: e.TOOL_URL_WISE,
      TOOL_URL_REVOLUT: e.TOOL_URL_REVOLUT,
      TOOL_URL_WORLD_NOMADS: e.TOOL_URL_WORLD_NOMADS,
      TOOL_URL_AWAY: e.TOOL_URL_AWAY,
    }),
    secrets: Object.freeze({
      amadeusClientId: e.AMADEUS_CLIENT_ID,
      amadeusClientSecret: e.AMADEUS_CLIENT_SECRET,
      travelpayoutsToken: e.TRAVELPAYOUTS_TOKEN,
      resendApiKey: e.RESEND_API_KEY,
    }),
  });
}
