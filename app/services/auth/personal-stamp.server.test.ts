import { setImmediate } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "../db/database.server";
import {
  account,
  alertNotifications,
  alertPrices,
  passkey,
  priceAlerts,
  profiles,
  session,
  twoFactor,
  user,
} from "../db/schema";
import type { Accounts } from "./accounts.server";
import { personalStampReader, type SessionRecord, sessionRecord, stampNow } from "./personal-stamp.server";

const DAY = 86_400;
const LIFETIME = { expiresIn: 7 * DAY, updateAge: DAY };

describe("stampNow", () => {
  const now = Date.parse("2026-11-28T10:00:00Z");
  const record = (expiresInMs: number): SessionRecord => ({ expiresAt: now + expiresInMs, stamp: "4" });

  it("gives the stamp of a session that is neither expired nor due for its extension", () => {
    expect(stampNow(record(7 * DAY * 1000), LIFETIME, now)).toBe("4");
    expect(stampNow(record(6 * DAY * 1000 + 1), LIFETIME, now)).toBe("4");
  });

  it("gives null for no session, an expired one and one due for extension (a day old)", () => {
    expect(stampNow(null, LIFETIME, now)).toBeNull();
    expect(stampNow(record(0), LIFETIME, now)).toBeNull();
    expect(stampNow(record(-1), LIFETIME, now)).toBeNull();
    expect(stampNow(record(6 * DAY * 1000), LIFETIME, now)).toBeNull();
    // Sessions that are never extended (an update age beyond the lifetime) still end.
    const neverExtended = { expiresIn: DAY, updateAge: 2 * DAY };
    expect(stampNow(record(1), neverExtended, now)).toBe("4");
    expect(stampNow(record(0), neverExtended, now)).toBeNull();
  });
});

describe.each(testDatabases())("a person's stamp on $name", ({ name, open }) => {
  let handle: DatabaseHandle;
  const expiresAt = new Date(Date.now() + 7 * DAY * 1000);
  const stampOf = async (token = "ann-token") => (await sessionRecord(handle.db, token))?.stamp;

  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(user).values({ id: "ann", name: "Ann", email: "Ann@Example.com" });
    await handle.db.insert(user).values({ id: "bob", name: "Bob", email: "bob@example.com" });
    await handle.db.insert(session).values({ id: "s1", token: "ann-token", userId: "ann", expiresAt });
    await handle.db.insert(session).values({ id: "s2", token: "bob-token", userId: "bob", expiresAt });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("is read with the session's end, and is null for a token no session has", async () => {
    expect(await sessionRecord(handle.db, "ann-token")).toEqual({ expiresAt: expiresAt.getTime(), stamp: "2" });
    expect(await sessionRecord(handle.db, "nobody")).toBeNull();
  });

  it("rises with every change to what that person's pages show, and only theirs", async () => {
    const changes: [string, () => Promise<unknown>][] = [
      ["user", () => handle.db.update(user).set({ name: "Ann B" }).where(eq(user.id, "ann"))],
      ["session", () => handle.db.update(session).set({ aal: "aal2" }).where(eq(session.id, "s1"))],
      ["another session", () => handle.db.insert(session).values({ id: "s3", token: "t3", userId: "ann", expiresAt })],
      [
        "sign-in method",
        () => handle.db.insert(account).values({ id: "a1", accountId: "ann", providerId: "credential", userId: "ann" }),
      ],
      [
        "passkey",
        () =>
          handle.db.insert(passkey).values({
            id: "p1",
            publicKey: "k",
            userId: "ann",
            credentialID: "c",
            counter: 0,
            deviceType: "singleDevice",
            backedUp: false,
          }),
      ],
      [
        "second factor",
        () => handle.db.insert(twoFactor).values({ id: "f1", secret: "s", backupCodes: "b", userId: "ann" }),
      ],
      ["role", () => handle.db.insert(profiles).values({ userId: "ann", role: "admin" })],
      [
        "alert",
        () =>
          handle.db.insert(priceAlerts).values({
            id: 1,
            email: "ann@example.com",
            origin: "AMS",
            destination: "LIS",
            manageTokenHash: "h",
          } as never),
      ],
      [
        "alert price",
        () =>
          handle.db.insert(alertPrices).values({
            alertId: 1,
            priceCents: 12_300,
            source: "sample",
            sample: true,
            observedAt: new Date(),
          } as never),
      ],
      [
        "notification",
        () =>
          handle.db.insert(alertNotifications).values({
            alertId: 1,
            email: "ann@example.com",
            oldPriceCents: 15_000,
            newPriceCents: 12_300,
            source: "sample",
          } as never),
      ],
      ["passkey removed", () => handle.db.delete(passkey).where(eq(passkey.id, "p1"))],
    ];
    for (const [what, change] of changes) {
      const before = Number(await stampOf());
      const bobBefore = await stampOf("bob-token");
      await change();
      expect(Number(await stampOf()), `${what} on ${name}`).toBeGreaterThan(before);
      expect(await stampOf("bob-token"), `${what} leaves Bob's alone`).toBe(bobBefore);
    }
  });

  /** A reader whose notices the test hands on itself: a write it has not yet told of is not seen. */
  function readerWithHeldNotices() {
    const notices = { hand: () => {} };
    const held: DatabaseHandle = {
      ...handle,
      listen: async (channel, onNotice) => {
        await handle.listen?.(channel, () => {});
        notices.hand = onNotice;
      },
    };
    const accounts = { auth: { $context: Promise.resolve({ sessionConfig: LIFETIME }) } } as unknown as Accounts;
    return { read: personalStampReader({ database: held, accounts }), notice: () => notices.hand() };
  }

  it.runIf(name === "pglite")("on PGlite, answers from memory until a notice says a stamp rose", async () => {
    const { read, notice } = readerWithHeldNotices();
    const before = await read("ann-token");
    await handle.db.update(user).set({ name: "Ann C" }).where(eq(user.id, "ann"));
    expect(await read("ann-token")).toBe(before);
    notice();
    expect(Number(await read("ann-token"))).toBe(Number(before) + 1);
  });

  it.runIf(name === "pglite")("on PGlite, does not remember a read that a notice overtook", async () => {
    const { read, notice } = readerWithHeldNotices();
    await read("bob-token");
    notice();
    // An open transaction holds PGlite: the next read asks and waits while the notice arrives.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = handle.db.transaction(() => gate);
    const overtaken = read("bob-token");
    // Microtasks all run before an immediate: the read has noted its generation and waits on PGlite.
    await setImmediate();
    notice();
    release();
    await holding;
    const before = await overtaken;
    // Written without a notice: only a read that was not remembered sees it.
    await handle.db.update(user).set({ name: "Bobby" }).where(eq(user.id, "bob"));
    expect(Number(await read("bob-token"))).toBe(Number(before) + 1);
  });

  it("is read through memory on PGlite (on PostgreSQL each time), and afresh the moment a change is written", async () => {
    const accounts = { auth: { $context: Promise.resolve({ sessionConfig: LIFETIME }) } } as unknown as Accounts;
    const read = personalStampReader({ database: handle, accounts });
    const before = await read("bob-token");
    expect(await read("bob-token")).toBe(before);
    await handle.db.update(user).set({ name: "Robert" }).where(eq(user.id, "bob"));
    expect(Number(await read("bob-token"))).toBe(Number(before) + 1);
    await handle.db.delete(session).where(eq(session.id, "s2"));
    expect(await read("bob-token")).toBeNull();
  });
});
