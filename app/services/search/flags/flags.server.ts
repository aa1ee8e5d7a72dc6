import { sql } from "drizzle-orm";
import { z } from "zod";
import { FORCE_PROVIDER_MESSAGE, FORCE_PROVIDERS, type ForceProvider } from "../../../core/config/force-provider";
import { badRequest } from "../../../core/http/api-error";
import type { Config } from "../../config/config.server";
import type { Database } from "../../db/database.server";
import { featureFlags } from "../../db/schema";

/**
 * Feature flags: defaults from the environment, overrides stored in the
 * database table `feature_flags` so the admin console can change them at run time.
 *
 * FORCE_PROVIDER:
 * - `auto`          — each search function calls its own live provider when it has credentials
 *                     and (Amadeus) quota; otherwise it answers from the offline engine.
 * - `travelpayouts` — only Travelpayouts is called live; search-amadeus answers an empty list
 *                     (`_debug.skipped: "force_provider"`).
 * - `amadeus`       — only Amadeus is called live; search-travelpayouts answers an empty list.
 * - `fallback`      — no live calls: answers come from the search cache when present, else the
 *                     offline engine (as if both providers were down).
 * - `dummy`         — no live calls and no cache: the offline engine's sample offers only
 *                     (same as USE_DUMMY_DATA=true).
 * USE_DUMMY_DATA=true forces sample offers whatever FORCE_PROVIDER says.
 * AMADEUS_ENV: test | production picks the Amadeus base URL (AMADEUS_BASE_URL overrides it).
 */

// The admin console lists FORCE_PROVIDER's values with the other flags.
export { FORCE_PROVIDERS, type ForceProvider } from "../../../core/config/force-provider";

export interface Flags {
  USE_DUMMY_DATA: boolean;
  FORCE_PROVIDER: ForceProvider;
  AMADEUS_ENV: "test" | "production";
}

type FlagName = keyof Flags;
const FLAG_NAMES: FlagName[] = ["USE_DUMMY_DATA", "FORCE_PROVIDER", "AMADEUS_ENV"];

const booleanValue = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]);

/** One schema per flag; `null` clears the override (back to the environment's default). */
const flagSchemas = {
  USE_DUMMY_DATA: booleanValue,
  FORCE_PROVIDER: z.preprocess(
    (value) => (value === "" ? "auto" : value),
    z.enum(FORCE_PROVIDERS, { message: FORCE_PROVIDER_MESSAGE }),
  ),
  AMADEUS_ENV: z.enum(["test", "production"], { message: "must be test or production" }),
} satisfies Record<FlagName, z.ZodType>;

/** A stored value (JSON text), or undefined when it is not JSON. */
function parseStored(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export function defaultFlags(config: Config): Flags {
  return {
    USE_DUMMY_DATA: config.useDummyData,
    FORCE_PROVIDER: config.forceProvider,
    AMADEUS_ENV: config.sources.amadeus.env,
  };
}

export interface EffectiveFlags {
  flags: Flags;
  defaults: Flags;
  overrides: Partial<Flags>;
}

/**
 * Reads and writes flags. Reads are memoised so the search path does not query the table
 * on every request: a memo younger than `ttlMs` (1 s) is answered as is; an older one, up
 * to `staleMs` (60 s), is still answered at once while ONE background read refreshes it
 * (stale-while-revalidate: a search never waits on the flags table once the process has
 * read it). A write in this process is seen at once; another instance's write within
 * about a second plus one request. `ttlMs` 0 turns memoising off.
 */
export class FlagStore {
  private memo: { at: number; value: EffectiveFlags } | undefined;
  /** Bumped by every write, so a read that started before it never lands in the memo. */
  private generation = 0;
  private pending: { generation: number; promise: Promise<EffectiveFlags> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly ttlMs = 1000,
    private readonly staleMs = 60_000,
  ) {}

  async effective(): Promise<EffectiveFlags> {
    const memo = this.memo;
    if (memo && this.ttlMs > 0) {
      const age = Date.now() - memo.at;
      if (age < this.ttlMs) return memo.value;
      if (age < Math.max(this.staleMs, this.ttlMs)) {
        // Errors are left for the next caller that has to wait (the memo stays meanwhile).
        this.refresh().catch(() => {});
        return memo.value;
      }
    }
    return this.refresh();
  }

  /** One read at a time per generation; its result becomes the memo unless a write came since. */
  private refresh(): Promise<EffectiveFlags> {
    const generation = this.generation;
    if (this.pending?.generation === generation) return this.pending.promise;
    const at = Date.now();
    const promise = this.read()
      .then((value) => {
        if (this.generation === generation && this.ttlMs > 0) this.memo = { at, value };
        return value;
      })
      .finally(() => {
        if (this.pending?.promise === promise) this.pending = undefined;
      });
    this.pending = { generation, promise };
    return promise;
  }

  private async read(): Promise<EffectiveFlags> {
    const rows = await this.db.select().from(featureFlags);
    const defaults = defaultFlags(this.config);
    const overrides: Partial<Flags> = {};
    for (const row of rows) {
      const name = row.name as FlagName;
      if (!(name in flagSchemas)) continue;
      // A row this version cannot read (hand-edited, older format) is ignored, never fatal.
      const parsed = flagSchemas[name].safeParse(parseStored(row.value));
      if (parsed.success) (overrides as Record<string, unknown>)[name] = parsed.data;
    }
    return { flags: { ...defaults, ...overrides }, defaults, overrides };
  }

  /** Sets overrides; unknown names or bad values → 400 with a clear message. `null` clears one. */
  async set(input: Record<string, unknown>): Promise<EffectiveFlags> {
    const writes: { name: FlagName; value: unknown }[] = [];
    for (const [name, raw] of Object.entries(input)) {
      if (!(FLAG_NAMES as string[]).includes(name)) {
        throw badRequest(`Unknown flag ${name}: use ${FLAG_NAMES.join(", ")}`);
      }
      const flag = name as FlagName;
      if (raw === null) {
        writes.push({ name: flag, value: null });
        continue;
      }
      const parsed = flagSchemas[flag].safeParse(raw);
      if (!parsed.success) throw badRequest(`${flag} ${parsed.error.issues[0]?.message ?? "has an invalid value"}`);
      writes.push({ name: flag, value: parsed.data });
    }
    for (const write of writes) {
      if (write.value === null) {
        await this.db.delete(featureFlags).where(sql`${featureFlags.name} = ${write.name}`);
      } else {
        const value = JSON.stringify(write.value);
        await this.db
          .insert(featureFlags)
          .values({ name: write.name, value })
          .onConflictDoUpdate({ target: featureFlags.name, set: { value, updatedAt: sql`now()` } });
      }
    }
    this.generation += 1;
    this.memo = undefined;
    return this.refresh();
  }
}
