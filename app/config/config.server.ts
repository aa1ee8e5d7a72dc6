import path from "node:path";
import { z } from "zod";
import { FORCE_PROVIDER_MESSAGE, FORCE_PROVIDERS } from "../search/flags/flags.server";

/**
 * The one place the environment is read. `loadConfig` validates it with zod and
 * returns a typed, frozen object; an invalid value stops start-up with a message
 * naming the variable and what it accepts.
 */

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (what: string) => z.preprocess(emptyToUndefined, z.url({ message: `must be ${what}` }).optional());

const positiveInt = (what: string, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: `must be ${what}` })
      .int({ message: `must be ${what}` })
      .min(1, { message: `must be ${what}` })
      .max(max, { message: `must be ${what}` })
      .default(fallback),
  );

const optionalHttpsUrl = z.preprocess(
  emptyToUndefined,
  z
    .url({
      protocol: /^https$/,
      message: "must be an absolute https URL such as https://partner.example/?ref=fareline",
    })
    .optional(),
);

const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(["true", "false", "1", "0", "yes", "no"], {
      message: "must be true or false",
    })
    .optional()
    .transform((value) => value === "true" || value === "1" || value === "yes"),
);

export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z
      .enum(["development", "production", "test"], {
        message: "must be development, production or test",
      })
      .default("development"),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a port number between 0 and 65535" })
      .int({ message: "must be a port number between 0 and 65535" })
      .min(0, { message: "must be a port number between 0 and 65535" })
      .max(65535, { message: "must be a port number between 0 and 65535" })
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  PUBLIC_SITE_URL: optionalUrl("an absolute http(s) URL such as https://fareline.example"),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, {
        message: "must be a PostgreSQL URL such as postgres://user:pass@host:5432/db",
      })
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        message: "must be one of fatal, error, warn, info, debug, trace, silent",
      })
      .default("info"),
  ),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { message: "must be at least 32 characters long" }).optional(),
  ),
  USE_DUMMY_DATA: booleanFlag,
  TRUST_PROXY: booleanFlag,
  FORCE_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(FORCE_PROVIDERS, { message: FORCE_PROVIDER_MESSAGE }).default("auto"),
  ),
  AMADEUS_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(["test", "production"], { message: "must be test or production" }).default("test"),
  ),
  FUNCTIONS_BASE_PATH: z.preprocess(emptyToUndefined, z.string().default("/functions/v1")),
  AMADEUS_CLIENT_ID: optionalString,
  AMADEUS_CLIENT_SECRET: optionalString,
  TRAVELPAYOUTS_TOKEN: optionalString,
  // Partner links of the /tools page — each may point at an affiliate https URL; unset = the partner's home page.
  TOOL_URL_AIRALO: optionalHttpsUrl,
  TOOL_URL_NORDVPN: optionalHttpsUrl,
  TOOL_URL_WISE: optionalHttpsUrl,
  TOOL_URL_REVOLUT: optionalHttpsUrl,
  TOOL_URL_WORLD_NOMADS: optionalHttpsUrl,
  TOOL_URL_AWAY: optionalHttpsUrl,
  // Upstream providers, resilience, quotas and the search cache.
  UPSTREAM_TIMEOUT_MS: positiveInt("a number of milliseconds (1 or more)", 8000),
  AMADEUS_BASE_URL: optionalUrl("an absolute http(s) URL such as https://test.api.amadeus.com"),
  TRAVELPAYOUTS_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ message: "must be an absolute http(s) URL" }).default("https://api.travelpayouts.com"),
  ),
  TRAVELPAYOUTS_MARKER: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^\d+$/, { message: "must be a numeric partner marker" }).default("457050"),
  ),
  AMADEUS_QUOTA_FOS: positiveInt("a monthly number of calls", 2000),
  AMADEUS_QUOTA_FOP: positiveInt("a monthly number of calls", 3000),
  AMADEUS_QUOTA_SEATMAPS: positiveInt("a monthly number of calls", 1000),
  AMADEUS_QUOTA_TARGET_PERCENT: positiveInt("a percentage between 1 and 100", 75, 100),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, { message: "must be a Redis URL such as redis://127.0.0.1:6379" })
      .optional(),
  ),
  SEARCH_CACHE_TTL_SECONDS: positiveInt("a number of seconds (1 or more)", 900),
  // Per-IP limits: every function of /functions/v1 and /api/out, and the stricter debug endpoints.
  RATE_LIMIT_PER_MINUTE: positiveInt("a number of requests per minute (1 or more)", 120),
  RATE_LIMIT_DEBUG_PER_MINUTE: positiveInt("a number of requests per minute (1 or more)", 5),
  // Key prefix of the Redis search cache (lets several sites or test runs share one Redis).
  SEARCH_CACHE_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/, { message: "must be 1-64 letters, digits or _ : . -" })
      .default("fareline:search:"),
  ),
  // Accounts and e-mail (app/auth, app/email).
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*[^\s,@]+@[^\s,@]+(\s*,\s*[^\s,@]+@[^\s,@]+)*\s*,?\s*$/, {
        message: "must be a comma-separated list of e-mail addresses",
      })
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, { message: "must be an SMTP URL such as smtp://user:pass@smtp.example:587" })
      .optional(),
  ),
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ message: "must be an absolute http(s) URL" }).default("https://api.resend.com"),
  ),
  MAIL_FROM: optionalString,
  // Backups (app/admin/backups.server.ts).
  BACKUP_DIR: optionalString,
  BACKUP_KEEP: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a whole number from 1 to 365" })
      .int({ message: "must be a whole number from 1 to 365" })
      .min(1, { message: "must be a whole number from 1 to 365" })
      .max(365, { message: "must be a whole number from 1 to 365" })
      .default(14),
  ),
  // Price alerts (app/alerts): how often the scheduler checks every active alert (cron, UTC).
  ALERT_CHECK_CRON: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*\S+(\s+\S+){4}\s*$/, { message: "must be a cron expression with 5 fields, such as 0 */6 * * *" })
      .default("0 */6 * * *"),
  ),
});

export type Env = z.infer<typeof envSchema>;

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
  /** Partner URL overrides for /api/out, keyed by the tool's env var name (app/tools/tools-data.ts). */
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
