import type { HealthTest } from "../health/health.server";
import { UpstreamError } from "../http-client/upstream-client.server";

/** A failed live check in the health payload's shape. */
export function failedHealthTest(error: unknown, stage: string): HealthTest {
  if (error instanceof UpstreamError) {
    return {
      ok: false,
      status: error.status,
      error: error.message,
      sample: null,
      stage: error.stage ?? stage,
      body: error.body,
    };
  }
  return {
    ok: false,
    status: 0,
    error: error instanceof Error ? error.message : String(error),
    sample: null,
    stage,
    body: null,
  };
}

/** The check of a source whose credentials are not set. */
export function missingCredentials(message: string): HealthTest {
  return { ok: false, status: 0, error: message, sample: null, stage: "credentials", body: null };
}
