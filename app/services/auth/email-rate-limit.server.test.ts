import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/database.server";
import { consumeEmailAttempt } from "./email-rate-limit.server";

describe.each(testDatabases())("per-e-mail attempts on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("allows max attempts per window, refuses the next with the seconds left, and starts over after the window", async () => {
    const limit = { max: 2, windowSeconds: 60 };
    const t0 = 1_800_000_000_000;
    expect(await consumeEmailAttempt(handle.db, "sign-in", "A@Example.com", limit, t0)).toEqual({
      allowed: true,
      retryAfter: 0,
    });
    expect((await consumeEmailAttempt(handle.db, "sign-in", "a@example.com ", limit, t0 + 1000)).allowed).toBe(true);
    expect(await consumeEmailAttempt(handle.db, "sign-in", "a@example.com", limit, t0 + 10_000)).toEqual({
      allowed: false,
      retryAfter: 50,
    });
    // Another address and another action have counters of their own.
    expect((await consumeEmailAttempt(handle.db, "sign-in", "b@example.com", limit, t0 + 10_000)).allowed).toBe(true);
    expect((await consumeEmailAttempt(handle.db, "reset", "a@example.com", limit, t0 + 10_000)).allowed).toBe(true);
    expect((await consumeEmailAttempt(handle.db, "sign-in", "a@example.com", limit, t0 + 60_000)).allowed).toBe(true);
  });

  it("counts concurrent attempts exactly once each", async () => {
    const limit = { max: 5, windowSeconds: 60 };
    const decisions = await Promise.all(
      Array.from({ length: 8 }, () => consumeEmailAttempt(handle.db, "magic-link", "c@example.com", limit)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });
});
