import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { recentAudit } from "../audit/audit-log.server";
import type { DatabaseHandle } from "../db/database.server";
import { user } from "../db/schema";
import { AdminCliError, setRole } from "./admin-cli.server";

describe.each(testDatabases())("npm run admin role changes on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(user).values({ id: "u1", name: "ops", email: "ops@example.com", emailVerified: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("grants and revokes the admin role, each change in the audit log with before and after", async () => {
    expect(await setRole(handle, "OPS@example.com", "admin")).toBe("ops@example.com is now an admin.");
    expect(await setRole(handle, "ops@example.com", "user")).toBe("ops@example.com is no longer an admin.");
    const entries = (await recentAudit(handle.db)).filter((e) => e.action === "role.set");
    expect(entries.map((e) => ({ via: e.via, target: e.target, before: e.before, after: e.after }))).toEqual([
      { via: "cli", target: "ops@example.com", before: { role: "admin" }, after: { role: "user" } },
      { via: "cli", target: "ops@example.com", before: { role: null }, after: { role: "admin" } },
    ]);
    expect(entries[0]?.actorEmail).toMatch(/^npm run admin \(/);
  });

  it("refuses an unknown address and records nothing", async () => {
    const before = (await recentAudit(handle.db)).length;
    await expect(setRole(handle, "nobody@example.com", "admin")).rejects.toThrow(AdminCliError);
    expect((await recentAudit(handle.db)).length).toBe(before);
  });
});
