import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { recentAudit } from "../audit/audit-log.server";
import type { DatabaseHandle } from "../db/database.server";
import { hasRole } from "../db/roles.server";
import { profiles, user } from "../db/schema";
import { grantFirstAdmin } from "./admin-role.server";

const LISTED = ["first@example.com", "second@example.com"];

describe.each(testDatabases())("the first admin from ADMIN_EMAILS on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const account = async (id: string, email: string, emailVerified: boolean) => {
    await handle.db.insert(user).values({ id, name: id, email, emailVerified });
    await handle.db.insert(profiles).values({ userId: id, role: "user" });
  };
  beforeAll(async () => {
    handle = await open();
    await account("unconfirmed", "second@example.com", false);
    await account("unlisted", "someone@example.com", true);
    await account("first", "First@Example.com", true);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("makes no one admin without a list, without a confirmed address or off the list", async () => {
    expect(await grantFirstAdmin(handle.db, [], "first")).toBe(false);
    expect(await grantFirstAdmin(handle.db, LISTED, "unconfirmed")).toBe(false);
    expect(await grantFirstAdmin(handle.db, LISTED, "unlisted")).toBe(false);
    for (const id of ["first", "unconfirmed", "unlisted"]) expect(await hasRole(handle.db, id)).toBe(false);
    expect((await recentAudit(handle.db)).filter((e) => e.action === "role.set")).toEqual([]);
  });

  it("makes a confirmed listed address (any case) admin while nobody is, and records it", async () => {
    expect(await grantFirstAdmin(handle.db, LISTED, "first")).toBe(true);
    expect(await hasRole(handle.db, "first")).toBe(true);
    const [entry] = (await recentAudit(handle.db)).filter((e) => e.action === "role.set");
    expect(entry).toMatchObject({
      actorEmail: "ADMIN_EMAILS (first admin)",
      via: "config",
      target: "First@Example.com",
      before: { role: "user" },
      after: { role: "admin" },
    });
  });

  it("grants nothing more once an admin exists, even to another listed address", async () => {
    await handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, "unconfirmed"));
    expect(await grantFirstAdmin(handle.db, LISTED, "unconfirmed")).toBe(false);
    expect(await hasRole(handle.db, "unconfirmed")).toBe(false);
    expect((await recentAudit(handle.db)).filter((e) => e.action === "role.set")).toHaveLength(1);
  });
});
