import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/services/db/database.server";
import { affiliateClicks } from "../../app/services/db/schema";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-logclick-"));
  server = await startServer({ dataDir });
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/functions/v1/log-click`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /functions/v1/log-click", () => {
  it("stores a valid click and answers 201", async () => {
    const res = await post({ program: "kiwi", sub_id: "test_click_1", origin: "jfk", destination: "CDG" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it("refuses other programs with 'Unsupported program'", async () => {
    const res = await post({ program: "expedia", sub_id: "x", origin: "JFK", destination: "CDG" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain("Unsupported program");
  });

  it("refuses a bad sub_id, a bad body and broken JSON with 400, never 500", async () => {
    for (const body of [
      { program: "kiwi", sub_id: "has space", origin: "JFK" },
      { program: "kiwi", sub_id: "x".repeat(33) },
      { program: "kiwi", sub_id: "ok", origin: "<script>" },
      [],
      "{not json",
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe("string");
    }
  });

  it("rate-limits a flood from one address with 429", async () => {
    let limited = false;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await post({ program: "aviasales", sub_id: `flood_${i}`, origin: "JFK", destination: "LHR" });
      limited = res.status === 429;
    }
    expect(limited).toBe(true);
  });

  it("the stored row is in affiliate_clicks after the server stops", async () => {
    await server.stop();
    const db = await openDatabase({ kind: "pglite", dataDir });
    try {
      const rows = await db.db.select().from(affiliateClicks).orderBy(desc(affiliateClicks.id));
      const first = rows.find((r) => r.subId === "test_click_1");
      expect(first).toMatchObject({ program: "kiwi", origin: "JFK", destination: "CDG" });
      expect(rows.some((r) => r.program === "expedia")).toBe(false);
    } finally {
      await db.close();
    }
  });
});
