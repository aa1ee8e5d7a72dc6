import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "./database.server";
import { hasRole } from "./roles.server";
import { affiliateClicks, priceAlerts, profiles } from "./schema";

describe.each(testDatabases())("data layer on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("applies the migrations and answers a ping", async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it("has_role is true only for the role the profile holds, and admin by default", async () => {
    await handle.db.insert(profiles).values([
      { userId: "u-admin", role: "admin" },
      { userId: "u-user", role: "user" },
    ]);
    expect(await hasRole(handle.db, "u-admin")).toBe(true);
    expect(await hasRole(handle.db, "u-admin", "admin")).toBe(true);
    expect(await hasRole(handle.db, "u-user")).toBe(false);
    expect(await hasRole(handle.db, "u-user", "user")).toBe(true);
    expect(await hasRole(handle.db, "nobody")).toBe(false);
  });

  it("stores affiliate clicks and price alerts with timestamps", async () => {
    const [click] = await handle.db
      .insert(affiliateClicks)
      .values({ program: "kiwi", subId: "abc123", origin: "JFK", destination: "CDG" })
      .returning();
    expect(click).toMatchObject({ program: "kiwi", subId: "abc123", origin: "JFK", destination: "CDG" });
    expect(click?.createdAt).toBeInstanceOf(Date);

    const [alert] = await handle.db
      .insert(priceAlerts)
      .values({ email: "a@b.example", origin: "JFK", destination: "LHR", maxPrice: 400 })
      .returning();
    // Double opt-in: an alert waits for its confirmation link (app/alerts).
    expect(alert).toMatchObject({ status: "pending", maxPrice: 400 });
  });
});
