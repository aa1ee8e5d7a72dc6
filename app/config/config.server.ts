import { z } from "zod";

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
  FORCE_PROVIDER: z.preprocess(
    emptyToUndefined,
    z
      .enum(["auto", "travelpayouts", "amadeus", "fallback", "dummy"], {
        message: "must be auto, travelpayouts, amadeus, fallback or dummy",
      })
      .default("auto"),
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
  // Key prefix of the Redis search cache (lets several sites or test runs share one Redis).
  SEARCH_CACHE_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/, { message: "must be 1-64 letters, digits or _ : . -" })
      .default("fareline:search:"),
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
  /** Partner URL overrides for /api/out, keyed by the tool's env var name (app/tools/tools-data.ts). */
  toolUrls: Readonly<Record<string, string | undefined>>;
  secrets: {
    amadeusClientId: string | undefined;
    amadeusClientSecret: string | undefined;
    travelpayoutsToken: string | undefined;
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
    }),
  });
}
