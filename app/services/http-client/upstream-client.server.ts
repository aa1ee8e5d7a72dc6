import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  wrap,
} from "cockatiel";

/**
 * The ONE wrapper for calls to upstream providers (Amadeus, Travelpayouts).
 *
 * - one deadline per call (default 8 s, UPSTREAM_TIMEOUT_MS) that covers the retry too,
 *   so a user never waits longer than the timeout for one provider;
 * - aborted as soon as the caller's signal aborts (the browser went away);
 * - one retry with decorrelated jitter (cockatiel's ExponentialBackoff) on 429, 5xx and
 *   network errors;
 * - a circuit breaker per client (one client per provider): after 5 consecutive upstream
 *   failures calls fail fast for 15 s, then one trial call decides.
 * See docs/decisions/020-upstream-resilience-cockatiel.md.
 */

export type UpstreamErrorKind =
  | "http" // the provider answered with a non-success status
  | "timeout" // our deadline passed
  | "aborted" // the client went away
  | "network" // connection refused/reset, DNS…
  | "malformed" // the body is not the JSON we asked for
  | "rejected" // a success status whose body says the request failed (e.g. Travelpayouts' {success:false, error})
  | "circuit_open"; // the breaker is open: we did not call

export class UpstreamError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: UpstreamErrorKind,
    /** Upstream HTTP status; 0 when there was no answer (timeout, network, circuit). */
    readonly status: number,
    message: string,
    /** The upstream body (parsed JSON when possible, else text), truncated. */
    readonly body: unknown = null,
    /** Which step failed (e.g. "token", "search"), set by the adapter. */
    public stage?: string,
  ) {
    super(message);
    this.name = "UpstreamError";
  }

  get retryable(): boolean {
    return this.kind === "network" || (this.kind === "http" && (this.status === 429 || this.status >= 500));
  }

  /** Whether this failure says something about the provider's health (counts for the breaker). */
  get providerFault(): boolean {
    return this.retryable || this.kind === "timeout" || this.kind === "malformed";
  }
}

export interface UpstreamRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface UpstreamResponse<T = unknown> {
  status: number;
  data: T;
  /** Wall time of the whole call including a retry. */
  ms: number;
  attempts: number;
}

export interface UpstreamClientOptions {
  provider: string;
  timeoutMs: number;
  /** Consecutive provider failures that open the breaker (default 5). */
  breakerThreshold?: number;
  /** How long the breaker stays open before a trial call (default 15 s). */
  halfOpenAfterMs?: number;
  /** First retry delay before jitter (default 200 ms, capped at 1 s). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

const MAX_BODY_CHARS = 2000;

function readBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}…` : text;
  }
}

export class UpstreamClient {
  readonly provider: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly breaker;
  private readonly policy;

  constructor(options: UpstreamClientOptions) {
    this.provider = options.provider;
    this.timeoutMs = options.timeoutMs;
    this.fetchImpl = options.fetch ?? fetch;
    const initialDelay = options.retryDelayMs ?? 200;
    const retryPolicy = retry(
      handleWhen((error) => error instanceof UpstreamError && error.retryable),
      {
        maxAttempts: 1,
        backoff: new ExponentialBackoff({ initialDelay, maxDelay: Math.max(initialDelay, 1000) }),
      },
    );
    this.breaker = circuitBreaker(
      handleWhen((error) => error instanceof UpstreamError && error.providerFault),
      {
        halfOpenAfter: options.halfOpenAfterMs ?? 15_000,
        breaker: new ConsecutiveBreaker(options.breakerThreshold ?? 5),
      },
    );
    this.policy = wrap(retryPolicy, this.breaker);
  }

  /** closed | open | half-open, for health pages. */
  get circuitState(): "closed" | "open" | "half-open" {
    const state = this.breaker.state;
    if (state === CircuitState.Open || state === CircuitState.Isolated) return "open";
    if (state === CircuitState.HalfOpen) return "half-open";
    return "closed";
  }

  /** Performs the request and parses a JSON answer; throws UpstreamError for anything else. */
  async requestJson<T = unknown>(request: UpstreamRequest, clientSignal?: AbortSignal): Promise<UpstreamResponse<T>> {
    const started = performance.now();
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const signal = clientSignal ? AbortSignal.any([clientSignal, deadline]) : deadline;
    let attempts = 0;
    const classifyAbort = () =>
      clientSignal?.aborted
        ? new UpstreamError(this.provider, "aborted", 0, `${this.provider}: the request was cancelled by the client`)
        : new UpstreamError(
            this.provider,
            "timeout",
            0,
            `${this.provider} did not answer within ${Math.round(this.timeoutMs / 100) / 10} s`,
          );
    try {
      const result = await this.policy.execute(async ({ signal: attemptSignal }) => {
        attempts += 1;
        return this.attempt<T>(request, attemptSignal, classifyAbort);
      }, signal);
      return { ...result, ms: Math.round(performance.now() - started), attempts };
    } catch (error) {
      if (error instanceof BrokenCircuitError) {
        throw new UpstreamError(
          this.provider,
          "circuit_open",
          0,
          `${this.provider} is failing repeatedly; calls are paused for a short while (circuit open)`,
        );
      }
      if (error instanceof UpstreamError) throw error;
      if (signal.aborted) throw classifyAbort();
      throw error;
    }
  }

  private async attempt<T>(
    request: UpstreamRequest,
    signal: AbortSignal,
    classifyAbort: () => UpstreamError,
  ): Promise<{ status: number; data: T }> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(request.url, {
        method: request.method ?? "GET",
        headers: request.headers,
        body: request.body,
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw classifyAbort();
      const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : "";
      throw new UpstreamError(this.provider, "network", 0, `${this.provider} could not be reached (${cause})`);
    }
    if (!response.ok) {
      throw new UpstreamError(
        this.provider,
        "http",
        response.status,
        `${this.provider} answered HTTP ${response.status}`,
        readBody(text),
      );
    }
    try {
      return { status: response.status, data: JSON.parse(text) as T };
    } catch {
      throw new UpstreamError(
        this.provider,
        "malformed",
        response.status,
        `${this.provider} answered with a body that is not valid JSON`,
        readBody(text),
      );
    }
  }
}
