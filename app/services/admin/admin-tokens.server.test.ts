import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import * as schema from "../db/schema";
import { createAdminToken, listAdminTokens, revokeAdminToken, verifyAdminToken } from "./admin-tokens.server";

const DAY = 86_400_000;

describe.each(testDatabases())("admin tokens on $name", (target) => {
  it("expire after their lifetime, record the last use and address, and stop at revocation", async () => {
    const database = await target.open();
    try {
      const { db } = database;
      await db.insert(schema.user).values({ id: "u1", name: "Ops", email: "ops@example.com", emailVerified: true });
      const made = new Date("2026-11-28T10:00:00Z");
      const created = await createAdminToken(db, "u1", { name: "ci", expiresInDays: 30 }, made);
      expect(created.expiresAt).toBe("2026-12-28T10:00:00.000Z");

      const used = new Date(made.getTime() + 29 * DAY);
      expect(await verifyAdminToken(db, created.token, "10.1.2.3", used)).toEqual({
        kind: "valid",
        id: created.id,
        userId: "u1",
      });
      const [listed] = await listAdminTokens(db, "u1");
      expect(listed).toMatchObject({ lastUsedAt: used.toISOString(), lastUsedIp: "10.1.2.3" });

      const late = new Date(made.getTime() + 30 * DAY);
      expect(await verifyAdminToken(db, created.token, "10.1.2.4", late)).toEqual({
        kind: "expired",
        expiresAt: new Date("2026-12-28T10:00:00Z"),
      });
      // An expired use is not recorded as a use.
      expect((await listAdminTokens(db, "u1"))[0]?.lastUsedIp).toBe("10.1.2.3");
      // A wrong secret is invalid whatever the date.
      expect(await verifyAdminToken(db, `${created.token.slice(0, -3)}AAA`, "", used)).toEqual({ kind: "invalid" });

      expect(await revokeAdminToken(db, "u1", created.id)).toBe(true);
      expect(await verifyAdminToken(db, created.token, "10.1.2.3", used)).toEqual({ kind: "invalid" });
      expect(await listAdminTokens(db, "u1")).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
