import { z } from "zod";

/**
 * The one place the environment is read. `loadConfig` validates it with zod and
 * returns a typed, frozen object; an invalid value stops start-up with a message
 * naming the variable and what it accepts.
 */

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (what: string) => z.preprocess(emptyToUndefined, z.url({ message: `must be ${what}` }).optional());

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
  NODE_ENV: z
    .preprocess(
      emptyToUndefined,
      z.enum(["development", "production", "test"], {
        message: "must be development, production or test",
      }),
    )
    .default("development"),
  PORT: z
    .preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "must be a port number between 0 and 65535" })
        .int({ message: "must be a port number between 0 and 65535" })
        .min(0, { message: "must be a port number between 0 and 65535" })
        .max(65535, { message: "must be a port number between 0 and 65535" }),
    )
    .default(3000),
  HOST: z.preprocess(emptyToUndefined, z.string()).default("0.0.0.0"),
  PUBLIC_SITE_URL: optionalUrl("an absolute http(s) URL such as https://fareline.example"),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string()).default("./data"),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, {
        message: "must be a PostgreSQL URL such as postgres://user:pass@host:5432/db",
      })
      .optional(),
  ),
  LOG_LEVEL: z
    .preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        message: "must be one of fatal, error, warn, info, debug, trace, silent",
      }),
    )
    .default("info"),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { message: "must be at least 32 characters long" }).optional(),
  ),
  USE_DUMMY_DATA: booleanFlag,
  FORCE_PROVIDER: z
    .preprocess(
      emptyToUndefined,
      z.enum(["auto", "travelpayouts", "amadeus", "fallback", "dummy"], {
        message: "must be auto, travelpayouts, amadeus, fallback or dummy",
      }),
    )
    .default("auto"),
  AMADEUS_ENV: z
    .preprocess(emptyToUndefined, z.enum(["test", "production"], { message: "must be test or production" }))
    .default("test"),
  FUNCTIONS_BASE_PATH: z.preprocess(emptyToUndefined, z.string()).default("/functions/v1"),
  AMADEUS_CLIENT_ID: optionalString,
  AMADEUS_CLIENT_SECRET: optionalString,
  TRAVELPAYOUTS_TOKEN: optionalString,
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
    secrets: Object.freeze({
      amadeusClientId: e.AMADEUS_CLIENT_ID,
      amadeusClientSecret: e.AMADEUS_CLIENT_SECRET,
      travelpayoutsToken: e.TRAVELPAYOUTS_TOKEN,
    }),
  });
}
