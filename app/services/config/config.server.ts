import path from "node:path";
import type { z } from "zod";
import { SOURCES, type SourceSettings } from "../providers/registry.server";
import type { SourceDefinition } from "../providers/source.server";
import { type Env, envSchema } from "./env-schema";

/**
 * The one place the environment is read. `loadConfig` validates it with zod (env-schema.ts
 * plus each flight source's own variables) and returns a typed, frozen object; an invalid
 * value stops start-up with a message naming the variable and what it accepts.
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
  /**
   * Proxies on other machines whose X-Forwarded-For names the client (TRUST_PROXY as a list of
   * addresses or CIDR blocks); a proxy on this machine (loopback) is always believed.
   */
  trustedProxies: readonly string[];
  forceProvider: Env["FORCE_PROVIDER"];
  functionsBasePath: string;
  /** Timeout for every upstream provider call. */
  upstreamTimeoutMs: number;
  /** The affiliate marker of every partner link. */
  travelpayoutsMarker: string;
  /** Each flight source's settings by its name, read from the variables its definition declares. */
  sources: SourceSettings;
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
  /** Cron schedule (UTC) of the deals job; null when DEALS_CRON is "off". */
  dealsCron: string | null;
  /** Partner URL overrides for /api/out, keyed by the tool's env var name (app/core/tools/tools-data.ts). */
  toolUrls: Readonly<Record<string, string | undefined>>;
  /** Where backups are written (BACKUP_DIR, default DATA_DIR/backups) and how many are kept. */
  backups: { dir: string; keep: number };
  secrets: {
    resendApiKey: string | undefined;
    /** METRICS_TOKEN: the bearer token that reads GET /metrics. */
    metricsToken: string | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Reads the environment: the server's variables and those of each source in `sources` (the
 * registry's by default; the provider registry must be built from the same list).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  sources: readonly SourceDefinition[] = SOURCES,
): Config {
  const schema = envSchema.extend(Object.assign({}, ...sources.map((source) => source.env)) as z.ZodRawShape);
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        return `${name} ${issue.message} (got ${JSON.stringify(env[name] ?? "")})`;
      }),
    );
  }
  const e = parsed.data as z.output<typeof schema> & Env;
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
    trustProxy: e.TRUST_PROXY.enabled,
    trustedProxies: Object.freeze(e.TRUST_PROXY.addresses),
    forceProvider: e.FORCE_PROVIDER,
    functionsBasePath: e.FUNCTIONS_BASE_PATH,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    travelpayoutsMarker: e.TRAVELPAYOUTS_MARKER,
    sources: Object.freeze(
      Object.fromEntries(sources.map((source) => [source.info.name, Object.freeze(source.settings(e))])),
    ) as SourceSettings,
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
    dealsCron: e.DEALS_CRON.trim() === "off" ? null : e.DEALS_CRON.trim(),
    toolUrls: Object.freeze({
      TOOL_URL_AIRALO: e.TOOL_URL_AIRALO,
      TOOL_URL_NORDVPN: e.TOOL_URL_NORDVPN,
      TOOL_URL_WISE: e.TOOL_URL_WISE,
      TOOL_URL_REVOLUT: e.TOOL_URL_REVOLUT,
      TOOL_URL_WORLD_NOMADS: e.TOOL_URL_WORLD_NOMADS,
      TOOL_URL_AWAY: e.TOOL_URL_AWAY,
    }),
    secrets: Object.freeze({ resendApiKey: e.RESEND_API_KEY, metricsToken: e.METRICS_TOKEN }),
  });
}
