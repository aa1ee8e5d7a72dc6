import { sql } from "drizzle-orm";
import type { Config } from "../config/config.server";
import type { Database } from "../db/database.server";
import { quotaOverrides } from "../db/schema";
import { badRequest } from "../http/api-error";
import {
  dayBudget,
  limitReason,
  monthTarget,
  QUOTA_APIS,
  type QuotaApi,
  type QuotaReason,
  quotaPeriod,
} from "./quota-policy";

/**
 * Quota counters in the database (table quota_counters), consumed by ONE atomic statement:
 * an upsert whose DO UPDATE only happens while the month target and today's paced budget
 * both have room, computed from the row's own values. PostgreSQL (and PGlite, which is
 * PostgreSQL) lock the conflicting row and re-check the WHERE on its latest version, so
 * concurrent searches can never push the count past the budget.
 */

export interface QuotaRow {
  api: QuotaApi;
  monthUsed: number;
  target: number;
  dayUsed: number;
  dayBudget: number;
  allow: boolean;
  /** Why calls are refused now (absent when allowed). */
  reason?: QuotaReason;
  /** Operator's force-allow override. */
  forceAllow: boolean;
}

export interface QuotaDecision {
  allowed: boolean;
  reason?: QuotaReason;
  forced: boolean;
  monthUsed: number;
  dayUsed: number;
  target: number;
  dayBudget: number;
}

interface CounterRow {
  month_used: number;
  day_used: number;
  day: string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

export class QuotaService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  target(api: QuotaApi): number {
    return monthTarget(this.config.amadeusQuota[api], this.config.amadeusQuota.targetPercent);
  }

  async forceAllowed(api: QuotaApi): Promise<boolean> {
    const rows = rowsOf<{ force_allow: boolean }>(
      await this.db.execute(sql`select force_allow from quota_overrides where api = ${api}`),
    );
    return rows[0]?.force_allow === true;
  }

  /** Takes one call from the API's budget if there is room (or it is force-allowed). */
  async consume(api: QuotaApi): Promise<QuotaDecision> {
    const { month, day, daysLeft } = quotaPeriod(this.clock());
    const target = this.target(api);
    const forced = await this.forceAllowed(api);
    // today's count as stored (0 when the row's day is an earlier day)
    const todayUsed = sql`(case when quota_counters.day = ${day} then quota_counters.day_used else 0 end)`;
    const limit = forced
      ? sql``
      : sql`where quota_counters.month_used < ${target}
            and ${todayUsed} < ceil(greatest(${target} - (quota_counters.month_used - ${todayUsed}), 0)::numeric / ${daysLeft})`;
    const firstAllowed = forced || (target > 0 && dayBudget(target, 0, daysLeft) > 0);
    if (!firstAllowed) {
      return { allowed: false, reason: "month_target_reached", forced, monthUsed: 0, dayUsed: 0, target, dayBudget: 0 };
    }
    const result = await this.db.execute(sql`
      insert into quota_counters (api, month, month_used, day, day_used, updated_at)
      values (${api}, ${month}, 1, ${day}, 1, now())
      on conflict (api, month) do update set
        month_used = quota_counters.month_used + 1,
        day_used = ${todayUsed} + 1,
        day = ${day},
        updated_at = now()
      ${limit}
      returning month_used, day_used`);
    const row = rowsOf<CounterRow>(result)[0];
    if (row) {
      const monthUsed = Number(row.month_used);
      const dayUsed = Number(row.day_used);
      return {
        allowed: true,
        forced,
        monthUsed,
        dayUsed,
        target,
        dayBudget: dayBudget(target, monthUsed - dayUsed, daysLeft),
      };
    }
    const status = await this.row(api, forced);
    return {
      allowed: false,
      reason: status.reason ?? "day_paced",
      forced,
      monthUsed: status.monthUsed,
      dayUsed: status.dayUsed,
      target,
      dayBudget: status.dayBudget,
    };
  }

  private async row(api: QuotaApi, forceAllow: boolean): Promise<QuotaRow> {
    const { month, day, daysLeft } = quotaPeriod(this.clock());
    const target = this.target(api);
    const stored = rowsOf<CounterRow>(
      await this.db.execute(
        sql`select month_used, day_used, day from quota_counters where api = ${api} and month = ${month}`,
      ),
    )[0];
    const monthUsed = Number(stored?.month_used ?? 0);
    const dayUsed = stored && stored.day === day ? Number(stored.day_used) : 0;
    const reason = limitReason({ target, monthUsed, dayUsed, daysLeft });
    return {
      api,
      monthUsed,
      target,
      dayUsed,
      dayBudget: dayBudget(target, monthUsed - dayUsed, daysLeft),
      allow: forceAllow || reason === null,
      ...(reason ? { reason } : {}),
      forceAllow,
    };
  }

  /** Quota Monitor rows (spec §3 Quota row), one per API. */
  async status(): Promise<QuotaRow[]> {
    const overrides = await this.db.select().from(quotaOverrides);
    const forced = new Map(overrides.map((o) => [o.api, o.forceAllow]));
    return Promise.all(QUOTA_APIS.map((api) => this.row(api, forced.get(api) === true)));
  }

  /** Sets the operator's force-allow switch for one API (POST /api/admin/quota/override). */
  async setOverride(api: string, forceAllow: boolean): Promise<QuotaRow> {
    if (!(QUOTA_APIS as readonly string[]).includes(api)) {
      throw badRequest(`Unknown quota API ${api}: use ${QUOTA_APIS.join(", ")}`);
    }
    await this.db
      .insert(quotaOverrides)
      .values({ api, forceAllow })
      .onConflictDoUpdate({ target: quotaOverrides.api, set: { forceAllow, updatedAt: sql`now()` } });
    return this.row(api as QuotaApi, forceAllow);
  }
}
