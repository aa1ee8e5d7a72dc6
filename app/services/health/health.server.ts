import type { Config } from "../config/config.server";
import type { DatabaseHandle } from "../db/database.server";

/** One live check's outcome, as the health payload's `tests` entries carry it. */
export interface HealthTest {
  ok: boolean;
  status: number;
  error: string | null;
  sample: unknown;
  stage: string;
  body: unknown;
}

export type HealthCheck = () => Promise<HealthTest>;

export interface HealthPayload {
  node: string;
  flags: { USE_DUMMY_DATA: boolean; FORCE_PROVIDER: string; AMADEUS_ENV: string };
  services: Record<string, "ok" | "missing">;
  environment: {
    amadeusEnv: string;
    defaultCurrency: "USD";
    functionsBase: string;
    publicSiteUrl: string;
    useDummy: boolean;
    force: string;
    database: DatabaseHandle["kind"];
  };
  tests: Record<string, HealthTest>;
  timestamp: string;
}

const presence = (value: string | undefined) => (value ? "ok" : "missing");

export function databaseCheck(database: DatabaseHandle): HealthCheck {
  return async () => {
    const started = performance.now();
    try {
      await database.ping();
      return {
        ok: true,
        status: 200,
        error: null,
        sample: { kind: database.kind, ms: Math.round(performance.now() - started) },
        stage: "query",
        body: null,
      };
    } catch (error) {
      return {
        ok: false,
        status: 503,
        error: error instanceof Error ? error.message : String(error),
        sample: null,
        stage: "query",
        body: null,
      };
    }
  };
}

/**
 * Builds the health payload. Services say only whether each secret is present,
 * never its value; checks run in parallel so one slow source does not hold the rest.
 */
export async function buildHealth(
  config: Config,
  database: DatabaseHandle,
  checks: Record<string, HealthCheck>,
  /** Whether each flight source's secrets are set (the provider registry's `services()`). */
  sourceServices: Record<string, "ok" | "missing">,
  /** The effective flags (environment defaults + database overrides, app/flags); defaults to the environment's. */
  flags?: HealthPayload["flags"],
): Promise<HealthPayload> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => checks[name]?.()));
  const tests: Record<string, HealthTest> = {};
  names.forEach((name, i) => {
    const result = results[i];
    if (result) tests[name] = result;
  });
  return {
    node: process.version,
    flags: flags ?? {
      USE_DUMMY_DATA: config.useDummyData,
      FORCE_PROVIDER: config.forceProvider,
      AMADEUS_ENV: config.sources.amadeus.env,
    },
    services: {
      databaseUrl: presence(config.databaseUrl),
      authSecret: presence(config.authSecret),
      ...sourceServices,
      resendKey: presence(config.secrets.resendApiKey),
    },
    environment: {
      amadeusEnv: flags?.AMADEUS_ENV ?? config.sources.amadeus.env,
      defaultCurrency: "USD",
      functionsBase: config.functionsBasePath,
      publicSiteUrl: config.publicSiteUrl,
      useDummy: flags?.USE_DUMMY_DATA ?? config.useDummyData,
      force: flags?.FORCE_PROVIDER ?? config.forceProvider,
      database: database.kind,
    },
    tests,
    timestamp: new Date().toISOString(),
  };
}

/** The checks without which the site cannot serve: when one fails, the health answer is 503. */
const ESSENTIAL_TESTS = ["database", "storage"];

/** 503 while the database does not answer or the data folder cannot be written; 200 otherwise. */
export function healthStatus(payload: Pick<HealthPayload, "tests">): 200 | 503 {
  return ESSENTIAL_TESTS.some((name) => payload.tests[name]?.ok === false) ? 503 : 200;
}
