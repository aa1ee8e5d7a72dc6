import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The server's Prometheus metrics (GET /metrics). One registry per server, built by the
 * composition root and handed to the services that count: nothing is registered globally, so
 * several servers in one process (the tests) never share or clash. Counters are this process's
 * since it started; the gauges read from the database at each scrape are the same on every server.
 *
 * Labels stay few and bounded: a route is the pattern that answered (`/guides/:slug`), never a
 * raw URL; a source, job, limiter or quota API is one of the site's own names.
 */

/** How one source's search was answered: live, from the cache, by the offline engine, failed, or not at all. */
export type SearchOutcomeLabel = "live" | "cache" | "offline" | "failed" | "skipped";

/** What the search flow counts (app/services/search/source-search.server.ts). */
export interface SearchMetrics {
  searched(source: string, outcome: SearchOutcomeLabel, upstreamMs: number | null): void;
  cacheLookup(source: string, hit: boolean): void;
  quotaDecision(api: string, allowed: boolean): void;
}

/** What the scheduler counts (app/services/jobs/scheduler.server.ts). */
export interface JobMetrics {
  jobRan(job: string, outcome: "completed" | "failed", seconds: number): void;
}

/** A gauge whose values are read when Prometheus scrapes (e.g. price alerts by status from the database). */
export interface ScrapedGauge {
  name: string;
  help: string;
  labelNames: readonly string[];
  read(): Promise<{ labels: Record<string, string>; value: number }[]>;
}

/** Request latency buckets in seconds: a page renders in milliseconds, a live search may take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 900];

export class ServerMetrics implements SearchMetrics, JobMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"route" | "method" | "status">;
  private readonly requestSeconds: Histogram<"route" | "method" | "status">;
  private readonly searches: Counter<"source" | "outcome">;
  private readonly upstreamSeconds: Histogram<"source">;
  private readonly cacheLookups: Counter<"source" | "result">;
  private readonly quotaCalls: Counter<"api" | "decision">;
  private readonly rateLimitRefusals: Counter<"limiter">;
  private readonly jobs: Counter<"job" | "outcome">;
  private readonly jobSeconds: Histogram<"job" | "outcome">;
  private readonly emails: Counter<"outcome" | "transport">;

  constructor() {
    const registers = [this.registry];
    // Process memory, CPU, handles and event-loop lag (nodejs_eventloop_lag_*), per registry.
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: "fareline_http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: "fareline_http_request_duration_seconds",
      help: "Time from a request's arrival to its last byte, by route pattern, method and status.",
      labelNames: ["route", "method", "status"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.searches = new Counter({
      name: "fareline_searches_total",
      help: "One source's searches by how they were answered: live, cache, offline, failed or skipped.",
      labelNames: ["source", "outcome"],
      registers,
    });
    this.upstreamSeconds = new Histogram({
      name: "fareline_search_upstream_duration_seconds",
      help: "Time a live source's API took to answer a search.",
      labelNames: ["source"],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.cacheLookups = new Counter({
      name: "fareline_search_cache_lookups_total",
      help: "Search cache lookups by source and result (hit or miss).",
      labelNames: ["source", "result"],
      registers,
    });
    this.quotaCalls = new Counter({
      name: "fareline_quota_decisions_total",
      help: "Quota checks before a paid API call: allowed (one call of the quota used) or refused.",
      labelNames: ["api", "decision"],
      registers,
    });
    this.rateLimitRefusals = new Counter({
      name: "fareline_rate_limit_refusals_total",
      help: "Requests over a per-address rate limit, by limiter.",
      labelNames: ["limiter"],
      registers,
    });
    this.jobs = new Counter({
      name: "fareline_jobs_total",
      help: "Scheduled job runs on this server by job and outcome.",
      labelNames: ["job", "outcome"],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: "fareline_job_duration_seconds",
      help: "How long a scheduled job's run took.",
      labelNames: ["job", "outcome"],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.emails = new Counter({
      name: "fareline_emails_total",
      help: "E-mails handed to the mail transport: sent or failed.",
      labelNames: ["outcome", "transport"],
      registers,
    });
  }

  httpRequest(route: string, method: string, status: number, seconds: number): void {
    const labels = { route, method, status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  searched(source: string, outcome: SearchOutcomeLabel, upstreamMs: number | null): void {
    this.searches.inc({ source, outcome });
    if (outcome === "live" && upstreamMs !== null) this.upstreamSeconds.observe({ source }, upstreamMs / 1000);
  }

  cacheLookup(source: string, hit: boolean): void {
    this.cacheLookups.inc({ source, result: hit ? "hit" : "miss" });
  }

  quotaDecision(api: string, allowed: boolean): void {
    this.quotaCalls.inc({ api, decision: allowed ? "allowed" : "refused" });
  }

  rateLimited(limiter: string): void {
    this.rateLimitRefusals.inc({ limiter });
  }

  jobRan(job: string, outcome: "completed" | "failed", seconds: number): void {
    this.jobs.inc({ job, outcome });
    this.jobSeconds.observe({ job, outcome }, seconds);
  }

  emailSent(transport: string, ok: boolean): void {
    this.emails.inc({ outcome: ok ? "sent" : "failed", transport });
  }

  /** A gauge read at each scrape; a failed read leaves the gauge empty rather than failing the scrape. */
  scraped(gauge: ScrapedGauge, onError: (error: unknown) => void): void {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: [...gauge.labelNames],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const row of await gauge.read()) this.set(row.labels, row.value);
        } catch (error) {
          onError(error);
        }
      },
    });
  }

  /** The text Prometheus reads, with its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
