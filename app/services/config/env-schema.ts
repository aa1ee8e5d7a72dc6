/**
 * The server's own environment variables and what each accepts: a zod schema whose
 * messages name what a bad value should be. Each flight source adds its own variables
 * (app/services/providers/registry.server.ts); config.server.ts parses both into the Config.
 */
import { isIP } from "node:net";
import { z } from "zod";
import {
  emptyToUndefined,
  optionalString,
  optionalUrl,
  positiveInt,
  urlWithDefault,
} from "../../core/config/env-values";
import { FORCE_PROVIDER_MESSAGE, FORCE_PROVIDERS } from "../../core/config/force-provider";

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

/** An address or CIDR block of a proxy (10.0.0.5, 10.0.0.0/24, fd00::/8). */
const proxyAddress = (value: string) => {
  const [address, bits, ...rest] = value.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: false; true (a proxy on this machine: its X-Forwarded-* are believed); or the
 * proxies' addresses or CIDR blocks, comma-separated, for a proxy on another machine.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, context) => {
      const text = (value ?? "false").trim().toLowerCase();
      if (["false", "0", "no"].includes(text)) return { enabled: false, addresses: [] as string[] };
      if (["true", "1", "yes"].includes(text)) return { enabled: true, addresses: [] as string[] };
      const addresses = text
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      if (addresses.length === 0 || !addresses.every(proxyAddress)) {
        context.addIssue({
          code: "custom",
          message:
            "must be true or false, or the proxies' addresses or CIDR blocks, comma-separated (such as 10.0.0.5,10.0.1.0/24)",
        });
        return z.NEVER;
      }
      return { enabled: true, addresses };
    }),
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
  TRUST_PROXY: trustProxy,
  FORCE_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(FORCE_PROVIDERS, { message: FORCE_PROVIDER_MESSAGE }).default("auto"),
  ),
  FUNCTIONS_BASE_PATH: z.preprocess(emptyToUndefined, z.string().default("/functions/v1")),
  // Partner links of the /tools page — each may point at an affiliate https URL; unset = the partner's home page.
  TOOL_URL_AIRALO: optionalHttpsUrl,
  TOOL_URL_NORDVPN: optionalHttpsUrl,
  TOOL_URL_WISE: optionalHttpsUrl,
  TOOL_URL_REVOLUT: optionalHttpsUrl,
  TOOL_URL_WORLD_NOMADS: optionalHttpsUrl,
  TOOL_URL_AWAY: optionalHttpsUrl,
  // Upstream calls of every flight source and the search cache; each source's own variables
  // (keys, base URLs, quotas) are declared in its folder under app/services/providers/.
  UPSTREAM_TIMEOUT_MS: positiveInt("a number of milliseconds (1 or more)", 8000),
  // The affiliate marker of every partner link (Aviasales, Kiwi.com), whichever sources search.
  TRAVELPAYOUTS_MARKER: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^\d+$/, { message: "must be a numeric partner marker" }).default("457050"),
  ),
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
  // The bearer token Prometheus sends to GET /metrics (an admin token works too).
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\x21-\x7e]{24,256}$/, { message: "must be 24 to 256 printable characters without spaces" })
      .optional(),
  ),
  RESEND_BASE_URL: urlWithDefault("https://api.resend.com"),
  MAIL_FROM: optionalString,
  // Backups (app/services/admin/backups.server.ts).
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
  // The deals page's job (cron, UTC), or "off": no scheduled or start-up deal searches (each one
  // asks every configured source, so an operator watching live quotas may turn it off).
  DEALS_CRON: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\s*(off|\S+(\s+\S+){4})\s*$/, {
        message: 'must be "off" or a cron expression with 5 fields, such as 15 4 * * *',
      })
      .default("15 4 * * *"),
  ),
});

export type Env = z.infer<typeof envSchema>;
