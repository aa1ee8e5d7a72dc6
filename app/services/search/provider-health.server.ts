import type { FlightProvider } from "../../core/providers/provider";
import type { SearchFlowDeps } from "../../core/search/flow-deps";
import type { HealthCheck, HealthTest } from "../health/health.server";

/** The live health tests of the search sources, memoised so polling never spends quota. */
export class ProviderHealth {
  private readonly memo = new Map<string, { at: number; value: Promise<HealthTest> }>();

  constructor(
    private readonly deps: Pick<SearchFlowDeps, "providers" | "flags" | "healthTtlMs" | "upstreamTimeoutMs">,
  ) {}

  /**
   * Live tests per live source for the health payloads. Each runs at most once per
   * `healthTtlMs` (5 minutes) whoever polls, and none spends quota.
   */
  checks(): Record<string, HealthCheck> {
    const checks: Record<string, HealthCheck> = {};
    for (const provider of this.deps.providers.search) {
      checks[provider.info.name] = () => this.memoHealth(provider);
    }
    return checks;
  }

  private memoHealth(provider: FlightProvider): Promise<HealthTest> {
    const name = provider.info.name;
    const ttl = this.deps.healthTtlMs ?? 5 * 60_000;
    const memo = this.memo.get(name);
    if (memo && Date.now() - memo.at < ttl) return memo.value;
    const value = this.deps.flags
      .effective()
      .then(({ flags }) => provider.healthTest({ flags, signal: AbortSignal.timeout(this.deps.upstreamTimeoutMs) }))
      .catch(
        (error): HealthTest => ({
          ok: false,
          status: 0,
          error: String(error),
          sample: null,
          stage: "unexpected",
          body: null,
        }),
      );
    this.memo.set(name, { at: Date.now(), value });
    return value;
  }

  /** Forgets the health tests (after a flag change such as AMADEUS_ENV). */
  reset(): void {
    this.memo.clear();
  }
}
