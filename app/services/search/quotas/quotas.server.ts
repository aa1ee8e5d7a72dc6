import { sql } from "drizzle-orm";
import { badRequest } from "../../../core/http/api-error";
import {
  dayBudget,
  limitReason,
  monthTarget,
  QUOTA_APIS,
  type QuotaApi,
  type QuotaReason,
  quotaPeriod,
} from "../../../core/search/quotas/quota-policy";
import type { Config } from "../../config/config.server";
import type { Database } from "../../db/database.server";
import { quotaOverrides } from "../../db/schema";

/**
 * Quota counters in the database (table quota_counters), consumed by ONE atomic statement
 * in the common case: an UPDATE whose WHERE only lets it happen while the month target and
 * today's paced budget both have room, computed from the row's own values, or while the
 * API is force-allowed (read from quota_overrides inside the same statement). PostgreSQL
 * (and PGlite, which is PostgreSQL) lock the row and re-check the WHERE on its latest
 * version, so concurrent searches can never push the count past the budget. The month's
 * first call creates the row with an INSERT … ON CONFLICT … DO UPDATE … WHERE (same rule).
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
    return monthTarget(this.config.sources.amadeus.quota[api], this.config.sources.amadeus.quota.targetPercent);
  }

  async forceAllowed(api: QuotaApi): Promise<boolean> {
    const rows = rowsOf<{ force_allow: boolean }>(
      await this.db.execute(sql`select force_allow from quota_overrides where api = ${api}`),
    );
    return rows[0]?.force_allow === true;
  }

  /**
   * Takes one call from the API's budget if there is room (or it is force-allowed).
   *
   * The common case is ONE round trip: an UPDATE of this month's row whose WHERE holds the
   * whole rule (force-allow, read in the same statement; month target; today's paced
   * budget). PostgreSQL and PGlite lock the row and re-check the WHERE on its latest
   * version, so concurrent calls can never overshoot. When it changes nothing, the row is
   * read once to say why; only the month's first call (no row yet) goes on to an atomic
   * INSERT … ON CONFLICT with the same rule.
   */
  async consume(api: QuotaApi): Promise<QuotaDecision> {
    const { month, day, daysLeft } = quotaPeriod(this.clock());
    const target = this.target(api);
    const forced = sql`exists (select 1 from quota_overrides where quota_overrides.api = ${api} and quota_overrides.force_allow)`;
    // today's count as stored (0 when the row's day is an earlier day)
    const todayUsed = sql`(case when quota_counters.day = ${day} then quota_counters.day_used else 0 end)`;
    // The rule on an existing row: force-allowed, or under the month target and under today's
    // budget = ceil(max(target − used before today, 0) / days left), in integer arithmetic.
    const rule = sql`(${forced}
      or (quota_counters.month_used < ${target}::int
          and ${todayUsed} < (greatest(${target}::int - (quota_counters.month_used - ${todayUsed}), 0) + ${daysLeft - 1}::int) / ${daysLeft}::int))`;
    const allowed = (row: CounterRow & { forced: boolean }): QuotaDecision => {
      const monthUsed = Number(row.month_used);
      const dayUsed = Number(row.day_used);
      return {
        allowed: true,
        forced: row.forced === true,
        monthUsed,
        dayUsed,
        target,
        dayBudget: dayBudget(target, monthUsed - dayUsed, daysLeft),
      };
    };
    const refused = (status: QuotaRow): QuotaDecision => ({
      allowed: false,
      reason: status.reason ?? "day_paced",
      // A force-allowed call always goes through, so a refused one was not.
      forced: false,
      monthUsed: status.monthUsed,
      dayUsed: status.dayUsed,
      target,
      dayBudget: status.dayBudget,
    });

    const updated = rowsOf<CounterRow & { forced: boolean }>(
      await this.db.execute(sql`
        update quota_counters set
          month_used = quota_counters.month_used + 1,
          day_used = ${todayUsed} + 1,
          day = ${day},
          updated_at = now()
        where quota_counters.api = ${api} and quota_counters.month = ${month} and ${rule}
        returning month_used, day_used, ${forced} as forced`),
    )[0];
    if (updated) return allowed(updated);

    const stored = await this.counter(api, month);
    if (stored) {
      const status = this.rowFrom(api, stored, false);
      if (status.reason) return refused(status);
    }
    // No row yet this month (or it just gained room): create or take it atomically.
    const firstAllowed = sql.raw(target > 0 && dayBudget(target, 0, daysLeft) > 0 ? "true" : "false");
    const upserted = rowsOf<CounterRow & { forced: boolean }>(
      await this.db.execute(sql`
        insert into quota_counters (api, month, month_used, day, day_used, updated_at)
        select ${api}, ${month}, 1, ${day}, 1, now()
        where ${firstAllowed} or ${forced}
        on conflict (api, month) do update set
          month_used = quota_counters.month_used + 1,
          day_used = ${todayUsed} + 1,
          day = ${day},
          updated_at = now()
        where ${rule}
        returning month_used, day_used, ${forced} as forced`),
    )[0];
    if (upserted) return allowed(upserted);
    return refused(await this.row(api, false));
  }

  private async counter(api: QuotaApi, month: string): Promise<CounterRow | undefined> {
    return rowsOf<CounterRow>(
      await this.db.execute(
        sql`select month_used, day_used, day from quota_counters where api = ${api} and month = ${month}`,
      ),
    )[0];
  }

  private rowFrom(api: QuotaApi, stored: CounterRow | undefined, forceAllow: boolean): QuotaRow {
    const { day, daysLeft } = quotaPeriod(this.clock());
    const target = this.target(api);
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

  private async row(api: QuotaApi, forceAllow: boolean): Promise<QuotaRow> {
    const { month } = quotaPeriod(this.clock());
    return this.rowFrom(api, await this.counter(api, month), forceAllow);
  }

  /** Quota Monitor rows (month and day usage, target, budget, allowed or why not), one per API. */
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
