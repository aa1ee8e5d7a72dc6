import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/support/test-databases";
import { setFlagsBodySchema } from "../../../core/admin/admin-schemas";
import { ApiError } from "../../../core/http/api-error";
import { loadConfig } from "../../config/config.server";
import type { DatabaseHandle } from "../../db/database.server";
import { featureFlags } from "../../db/schema";
import { defaultFlags, FlagStore } from "./flags.server";

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to be refused");
}

describe("flag defaults", () => {
  it("come from the environment", () => {
    expect(defaultFlags(loadConfig({}))).toEqual({
      USE_DUMMY_DATA: false,
      FORCE_PROVIDER: "auto",
      AMADEUS_ENV: "test",
    });
    expect(
      defaultFlags(loadConfig({ USE_DUMMY_DATA: "true", FORCE_PROVIDER: "fallback", AMADEUS_ENV: "production" })),
    ).toEqual({ USE_DUMMY_DATA: true, FORCE_PROVIDER: "fallback", AMADEUS_ENV: "production" });
  });

  it("the admin console's body must name at least one flag", () => {
    expect(setFlagsBodySchema.safeParse({ flags: {} }).success).toBe(false);
    expect(setFlagsBodySchema.safeParse({ flags: { USE_DUMMY_DATA: true } }).success).toBe(true);
  });
});

for (const target of testDatabases()) {
  describe(`flag store on ${target.name}`, () => {
    let handle: DatabaseHandle;
    const config = loadConfig({ FORCE_PROVIDER: "travelpayouts", AMADEUS_ENV: "test" });
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle?.close();
    });
    beforeEach(async () => {
      await handle.db.delete(featureFlags);
    });
    // No memo unless a test asks for one: every read goes to the database.
    const store = (ttlMs = 0, staleMs?: number) => new FlagStore(handle.db, config, ttlMs, staleMs);

    it("answers the environment's defaults when nothing is stored", async () => {
      expect(await store().effective()).toEqual({
        flags: { USE_DUMMY_DATA: false, FORCE_PROVIDER: "travelpayouts", AMADEUS_ENV: "test" },
        defaults: { USE_DUMMY_DATA: false, FORCE_PROVIDER: "travelpayouts", AMADEUS_ENV: "test" },
        overrides: {},
      });
    });

    it("stores overrides, reads them from another store, and clears one with null", async () => {
      const written = await store().set({ USE_DUMMY_DATA: "true", FORCE_PROVIDER: "dummy", AMADEUS_ENV: "production" });
      expect(written.flags).toEqual({ USE_DUMMY_DATA: true, FORCE_PROVIDER: "dummy", AMADEUS_ENV: "production" });
      // A second store (another process, say) sees the same rows.
      const other = await store().effective();
      expect(other.overrides).toEqual({ USE_DUMMY_DATA: true, FORCE_PROVIDER: "dummy", AMADEUS_ENV: "production" });
      const rows = await handle.db.select().from(featureFlags);
      expect(rows.map((r) => [r.name, r.value]).sort()).toEqual([
        ["AMADEUS_ENV", '"production"'],
        ["FORCE_PROVIDER", '"dummy"'],
        ["USE_DUMMY_DATA", "true"],
      ]);

      // Overwriting keeps one row per flag.
      await store().set({ FORCE_PROVIDER: "fallback" });
      expect((await store().effective()).flags.FORCE_PROVIDER).toBe("fallback");
      expect(await handle.db.select().from(featureFlags)).toHaveLength(3);

      const cleared = await store().set({ FORCE_PROVIDER: null, USE_DUMMY_DATA: false });
      expect(cleared.flags).toEqual({
        USE_DUMMY_DATA: false,
        FORCE_PROVIDER: "travelpayouts",
        AMADEUS_ENV: "production",
      });
      expect(cleared.overrides).toEqual({ USE_DUMMY_DATA: false, AMADEUS_ENV: "production" });
    });

    it("reads an empty FORCE_PROVIDER as auto (the admin switch's 'auto (empty)')", async () => {
      expect((await store().set({ FORCE_PROVIDER: "" })).flags.FORCE_PROVIDER).toBe("auto");
    });

    it("refuses unknown names and bad values with a clear 400, writing nothing", async () => {
      const unknown = await rejection(store().set({ FORCE_PROVIDER: "dummy", USE_DUMY_DATA: true }));
      expect(unknown.status).toBe(400);
      expect(unknown.message).toBe("Unknown flag USE_DUMY_DATA: use USE_DUMMY_DATA, FORCE_PROVIDER, AMADEUS_ENV");

      const provider = await rejection(store().set({ FORCE_PROVIDER: "kiwi" }));
      expect(provider.status).toBe(400);
      expect(provider.message).toBe("FORCE_PROVIDER must be auto, amadeus, travelpayouts, fallback or dummy");

      const env = await rejection(store().set({ AMADEUS_ENV: "staging" }));
      expect(env.message).toBe("AMADEUS_ENV must be test or production");

      const dummy = await rejection(store().set({ USE_DUMMY_DATA: "yes please" }));
      expect(dummy.status).toBe(400);
      expect(dummy.message).toMatch(/^USE_DUMMY_DATA /);

      // The valid FORCE_PROVIDER in the first call was not written either.
      expect(await handle.db.select().from(featureFlags)).toEqual([]);
      expect((await store().effective()).overrides).toEqual({});
    });

    it("ignores rows it cannot read instead of failing every search", async () => {
      await handle.db.insert(featureFlags).values([
        { name: "FORCE_PROVIDER", value: '"kiwi"' },
        { name: "SOMETHING_OLD", value: "true" },
        { name: "AMADEUS_ENV", value: "not json" },
        { name: "USE_DUMMY_DATA", value: "true" },
      ]);
      const { flags, overrides } = await store().effective();
      expect(overrides).toEqual({ USE_DUMMY_DATA: true });
      expect(flags).toEqual({ USE_DUMMY_DATA: true, FORCE_PROVIDER: "travelpayouts", AMADEUS_ENV: "test" });
    });

    it("memoises reads, and a write in this process is seen at once", async () => {
      const memo = store(60_000);
      expect((await memo.effective()).flags.FORCE_PROVIDER).toBe("travelpayouts");
      // Another process changes the table: this store keeps its memo for now.
      await handle.db.execute(sql`insert into feature_flags (name, value) values ('FORCE_PROVIDER', '"amadeus"')`);
      expect((await memo.effective()).flags.FORCE_PROVIDER).toBe("travelpayouts");
      // Its own write clears the memo.
      expect((await memo.set({ AMADEUS_ENV: "production" })).flags).toEqual({
        USE_DUMMY_DATA: false,
        FORCE_PROVIDER: "amadeus",
        AMADEUS_ENV: "production",
      });
    });

    it("answers a stale memo at once while one background read refreshes it", async () => {
      const memo = store(30, 60_000);
      expect((await memo.effective()).flags.FORCE_PROVIDER).toBe("travelpayouts");
      await handle.db.execute(sql`insert into feature_flags (name, value) values ('FORCE_PROVIDER', '"dummy"')`);
      await new Promise((resolve) => setTimeout(resolve, 40));
      // Past the TTL: the old value comes back without waiting, and a refresh starts.
      const [first, second] = await Promise.all([memo.effective(), memo.effective()]);
      expect(first.flags.FORCE_PROVIDER).toBe("travelpayouts");
      expect(second.flags.FORCE_PROVIDER).toBe("travelpayouts");
      await expect.poll(async () => (await memo.effective()).flags.FORCE_PROVIDER).toBe("dummy");
    });

    it("waits for a fresh read once the memo is older than the stale window", async () => {
      const memo = store(10, 20);
      expect((await memo.effective()).flags.FORCE_PROVIDER).toBe("travelpayouts");
      await handle.db.execute(sql`insert into feature_flags (name, value) values ('FORCE_PROVIDER', '"fallback"')`);
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect((await memo.effective()).flags.FORCE_PROVIDER).toBe("fallback");
    });
  });
}
