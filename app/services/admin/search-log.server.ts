import { getTableColumns, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { searchLog } from "../db/schema";
import type { Logger } from "../logging/logger.server";

/** One answered search, as the Overview counts it: no personal data (route codes only). */
export interface SearchLogEntry {
  fn: string;
  provider: string;
  source: "live" | "cache" | "offline" | "none";
  route: string;
  latencyMs: number;
  resultCount: number;
  cacheHit: boolean;
}

const SEARCH_LOG_RETENTION_DAYS = 90;
const FLUSH_EVERY_MS = 2000;
const MAX_BUFFER = 200;
const PRUNE_EVERY_MS = 6 * 60 * 60_000;

/**
 * Writes the search log off the hot path: `record` only pushes to a buffer; a timer (unref'd)
 * writes the buffer in one INSERT every 2 s (or at 200 entries) and prunes rows older than 90
 * days at most every 6 hours. A failed write is logged and dropped: statistics never slow or
 * break a search. `close` writes what is left.
 */
export class SearchLogWriter {
  private buffer: (SearchLogEntry & { at: Date })[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  record(entry: SearchLogEntry): void {
    this.buffer.push({ ...entry, at: new Date() });
    if (this.buffer.length >= MAX_BUFFER) this.flushSoon(0);
    else this.flushSoon(FLUSH_EVERY_MS);
  }

  private flushSoon(delay: number) {
    if (this.timer && delay > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delay);
    this.timer.unref();
  }

  /** Writes the buffered entries now (and prunes when due). */
  flush(): Promise<void> {
    const batch = this.buffer;
    this.buffer = [];
    this.writing = this.writing.then(async () => {
      try {
        if (batch.length > 0) await insertEntries(this.db, batch);
        if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
          this.lastPrune = Date.now();
          await pruneSearchLog(this.db);
        }
      } catch (error) {
        this.logger.warn({ err: error, dropped: batch.length }, "could not write the search log");
      }
    });
    return this.writing;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

/** The columns a flush writes (every one but the serial id), named by the entry's field. */
const ENTRY_COLUMNS = Object.entries(getTableColumns(searchLog)).filter(([field]) => field !== "id");

/**
 * The whole batch as one JSON parameter: a multi-row VALUES list costs a bound parameter per field
 * (1,600 for a full buffer), built and parsed on every flush while searches are being answered.
 * The JSON's keys are the entry's field names; the schema gives each its column and SQL type.
 */
function insertEntries(db: Database, batch: (SearchLogEntry & { at: Date })[]) {
  const columns = sql.join(
    ENTRY_COLUMNS.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const fields = sql.join(
    ENTRY_COLUMNS.map(([field]) => sql.identifier(field)),
    sql`, `,
  );
  const recordType = sql.join(
    ENTRY_COLUMNS.map(([field, column]) => sql`${sql.identifier(field)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return db.execute(sql`
    insert into ${searchLog} (${columns})
    select ${fields} from json_to_recordset(${JSON.stringify(batch)}::json) as entry(${recordType})`);
}

/** Deletes entries older than the retention (90 days); returns how many went. */
export async function pruneSearchLog(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SEARCH_LOG_RETENTION_DAYS * 86_400_000);
  const deleted = await db.delete(searchLog).where(lt(searchLog.at, cutoff)).returning({ id: searchLog.id });
  return deleted.length;
}

export interface SearchStats {
  searches: number;
  bySource: Record<string, number>;
  byFunction: Record<string, number>;
  cacheHitRate: number | null;
  medianMs: number | null;
  p95Ms: number | null;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

/** Searches since `since`: counts by source and function, cache hit rate, median and p95 latency. */
export async function searchStats(db: Database, since: Date): Promise<SearchStats> {
  const sinceIso = since.toISOString();
  const [totals] = rowsOf<{ n: string | number; hits: string | number | null; p50: number | null; p95: number | null }>(
    await db.execute(sql`
      select count(*) as n,
             sum(case when cache_hit then 1 else 0 end) as hits,
             percentile_cont(0.5) within group (order by latency_ms) as p50,
             percentile_cont(0.95) within group (order by latency_ms) as p95
      from search_log where at >= ${sinceIso}::timestamptz`),
  );
  const grouped = rowsOf<{ source: string; fn: string; n: string | number }>(
    await db.execute(
      sql`select source, fn, count(*) as n from search_log where at >= ${sinceIso}::timestamptz group by source, fn`,
    ),
  );
  const bySource: Record<string, number> = {};
  const byFunction: Record<string, number> = {};
  for (const row of grouped) {
    bySource[row.source] = (bySource[row.source] ?? 0) + Number(row.n);
    byFunction[row.fn] = (byFunction[row.fn] ?? 0) + Number(row.n);
  }
  const searches = Number(totals?.n ?? 0);
  return {
    searches,
    bySource,
    byFunction,
    cacheHitRate: searches > 0 ? Number(totals?.hits ?? 0) / searches : null,
    medianMs: totals?.p50 === null || totals?.p50 === undefined ? null : Math.round(Number(totals.p50)),
    p95Ms: totals?.p95 === null || totals?.p95 === undefined ? null : Math.round(Number(totals.p95)),
  };
}
