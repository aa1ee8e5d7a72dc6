import os from "node:os";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.server";
import { readiness } from "./readiness.server";

/** A database handle whose migrations table says the newest applied migration is `newest`. */
function fakeDatabase(options: { newest: string; ping?: () => Promise<void> }): DatabaseHandle {
  return {
    kind: "postgres",
    db: { execute: async () => ({ rows: [{ newest: options.newest }] }) } as unknown as DatabaseHandle["db"],
    ping: options.ping ?? (async () => {}),
    close: async () => {},
  };
}

const ALL_APPLIED = String(Number.MAX_SAFE_INTEGER);
const base = { dataDir: os.tmpdir(), lifecycle: { stopping: false } };

describe("readiness", () => {
  it("is ready when every check passes, Redis included when configured", async () => {
    const answer = await readiness({ ...base, database: fakeDatabase({ newest: ALL_APPLIED }), redis: async () => {} });
    expect(answer).toMatchObject({ ready: true, reason: null });
    expect(Object.keys(answer.checks).sort()).toEqual(["database", "migrations", "redis", "shutdown", "storage"]);
  });

  it("is not ready once a stop is under way", async () => {
    const answer = await readiness({
      ...base,
      lifecycle: { stopping: true },
      database: fakeDatabase({ newest: ALL_APPLIED }),
    });
    expect(answer).toMatchObject({ ready: false, reason: "The server is shutting down." });
  });

  it("names the migrations the database has not applied", async () => {
    const answer = await readiness({ ...base, database: fakeDatabase({ newest: "0" }) });
    expect(answer.ready).toBe(false);
    expect(answer.reason).toMatch(/^\d+ database migration\(s\) not applied \(0000_/);
    expect(answer.checks.migrations?.ok).toBe(false);
  });

  it("reports an unreachable Redis and a database that does not answer in time", async () => {
    const answer = await readiness({
      ...base,
      database: fakeDatabase({ newest: ALL_APPLIED, ping: () => new Promise(() => {}) }),
      redis: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:6390");
      },
    });
    expect(answer.ready).toBe(false);
    expect(answer.checks.database).toEqual({ ok: false, error: "database did not answer within 2 s." });
    expect(answer.checks.redis).toEqual({ ok: false, error: "redis: connect ECONNREFUSED 127.0.0.1:6390" });
  });
});
