import { count, desc, eq, gte, sql } from "drizzle-orm";
import type { ServerServices } from "../../../server/context";
import { type AuditEntry, recentAudit } from "../audit/audit-log.server";
import { affiliateClicks, backups, priceAlerts } from "../db/schema";
import { QuotaService } from "../search/quotas/quotas.server";
import { type SearchStats, searchStats } from "./search-log.server";

export interface Overview {
  today: SearchStats;
  week: SearchStats;
  clicks: { today: Record<string, number>; week: Record<string, number> };
  quota: Awaited<ReturnType<QuotaService["status"]>>;
  health: Record<string, { ok: boolean; error: string | null }>;
  activeAlerts: number;
  lastBackup: { status: string; createdAt: string; fileSize: number | null } | null;
  audit: AuditEntry[];
}

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

async function clicksByProgram(context: ServerServices, since: Date): Promise<Record<string, number>> {
  const rows = await context.database.db
    .select({ program: affiliateClicks.program, n: count() })
    .from(affiliateClicks)
    .where(gte(affiliateClicks.createdAt, since))
    .groupBy(affiliateClicks.program);
  return Object.fromEntries(rows.map((row) => [row.program, Number(row.n)]));
}

/** The Overview tab, from real data: the search log, clicks, quota, health, alerts, backups and audit log. */
export async function loadOverview(context: ServerServices, now = new Date()): Promise<Overview> {
  const db = context.database.db;
  const today = startOfUtcDay(now);
  const weekStart = new Date(today.getTime() - 6 * 86_400_000);
  const checks = context.search.healthChecks();
  const [todayStats, weekStats, clicksToday, clicksWeek, quota, alerts, lastBackup, audit, health] = await Promise.all([
    searchStats(db, today),
    searchStats(db, weekStart),
    clicksByProgram(context, today),
    clicksByProgram(context, weekStart),
    new QuotaService(db, context.config).status(),
    db.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.status, "active")),
    db.select().from(backups).orderBy(desc(backups.createdAt)).limit(1),
    recentAudit(db, 10),
    Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check()] as const)),
  ]);
  const backup = lastBackup[0];
  return {
    today: todayStats,
    week: weekStats,
    clicks: { today: clicksToday, week: clicksWeek },
    quota,
    health: Object.fromEntries(health.map(([name, test]) => [name, { ok: test.ok, error: test.error }])),
    activeAlerts: Number(alerts[0]?.n ?? 0),
    lastBackup: backup
      ? { status: backup.status, createdAt: backup.createdAt.toISOString(), fileSize: backup.fileSize }
      : null,
    audit,
  };
}

export interface ClickRow {
  id: number;
  program: string;
  subId: string;
  origin: string | null;
  destination: string | null;
  createdAt: string;
}

/** The most recent affiliate clicks, newest first: 20 unless asked for fewer. */
export async function recentClicks(context: ServerServices, limit = 20): Promise<ClickRow[]> {
  const rows = await context.database.db
    .select()
    .from(affiliateClicks)
    .orderBy(desc(affiliateClicks.createdAt), desc(affiliateClicks.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    program: row.program,
    subId: row.subId,
    origin: row.origin,
    destination: row.destination,
    createdAt: row.createdAt.toISOString(),
  }));
}

export interface DailyClicks {
  days: string[];
  programs: string[];
  /** counts[program][dayIndex] */
  counts: Record<string, number[]>;
}

/** Clicks per UTC day and program over the last `days` days (today included), zeros filled in. */
export async function dailyClicks(context: ServerServices, days = 30, now = new Date()): Promise<DailyClicks> {
  const first = new Date(startOfUtcDay(now).getTime() - (days - 1) * 86_400_000);
  const result = await context.database.db.execute(sql`
    select program, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
    from affiliate_clicks where created_at >= ${first.toISOString()}::timestamptz
    group by program, day`);
  const rows = ((result as { rows?: { program: string; day: string; n: string | number }[] }).rows ?? []) as {
    program: string;
    day: string;
    n: string | number;
  }[];
  const dayList = Array.from({ length: days }, (_, i) =>
    new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10),
  );
  const programs = [...new Set(["kiwi", "aviasales", ...rows.map((r) => r.program)])];
  const counts: Record<string, number[]> = Object.fromEntries(programs.map((p) => [p, dayList.map(() => 0)]));
  for (const row of rows) {
    const index = dayList.indexOf(row.day);
    const series = counts[row.program];
    if (index >= 0 && series) series[index] = Number(row.n);
  }
  return { days: dayList, programs, counts };
}
