import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/services/db/database.server";
import { searchLog } from "../../app/services/db/schema";
import { type RunningServer, startServer } from "../support/server";
import { startSmtpPeer } from "../support/smtp-peer";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * SIGTERM in the middle of traffic (decision 216): the server stops taking connections, answers
 * what it accepted, and closes its services in reverse order, so every search it answered is in
 * search_log (written from a buffer), an e-mail on its way to the SMTP server arrives whole, and
 * no Redis client is left open.
 */

const AIRPORTS = ["JFK", "LAX", "SFO", "ORD", "MIA", "BOS", "SEA", "ATL", "DEN", "LHR", "CDG", "MAD", "FRA", "AMS"];
/** Every ordered pair once: each request searches a route of its own, so the log shows which were written. */
const ROUTES = AIRPORTS.flatMap((from) => AIRPORTS.filter((to) => to !== from).map((to) => ({ from, to })));
const WORKERS = 50;
const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

interface Traffic {
  /** Routes whose search was answered 200 in full, by the function API or a /search document. */
  answered: string[];
  /** Answers other than 200 (a stop must never turn an accepted search into an error). */
  failed: number[];
}

/** WORKERS loops, each searching new routes until the server stops taking connections. */
function searchUntilStopped(base: string): { traffic: Traffic; firstAnswers: Promise<void>; done: Promise<unknown> } {
  const traffic: Traffic = { answered: [], failed: [] };
  let next = 0;
  let signalFirst: () => void = () => {};
  const firstAnswers = new Promise<void>((resolve) => {
    signalFirst = resolve;
  });
  const one = async (worker: number): Promise<boolean> => {
    const route = ROUTES[next++];
    if (!route) return false;
    const key = `${route.from}-${route.to}`;
    try {
      const response =
        worker % 2 === 0
          ? await fetch(`${base}/functions/v1/search-amadeus`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ ...route, date, tripType: "oneway", adults: 1 }),
            })
          : await fetch(`${base}/search?from=${route.from}&to=${route.to}&date=${date}&tripType=oneway&adults=1`);
      const body = await response.text();
      if (response.status !== 200) traffic.failed.push(response.status);
      else if (worker % 2 === 0 ? "items" in JSON.parse(body) : body.includes("</html>")) traffic.answered.push(key);
      if (traffic.answered.length >= WORKERS / 2) signalFirst();
      return true;
    } catch {
      return false; // refused or cut before an answer: never acknowledged
    }
  };
  const loops = Array.from({ length: WORKERS }, async (_, worker) => {
    while (await one(worker)) {}
  });
  const done = Promise.all(loops).then(signalFirst);
  return { traffic, firstAnswers, done };
}

const exited = (server: RunningServer) =>
  new Promise<number | null>((resolve) => {
    if (server.process.exitCode !== null) resolve(server.process.exitCode);
    else server.process.once("exit", (code) => resolve(code));
  });

describe.each(["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])])("SIGTERM on %s", (kind) => {
  it("keeps every search it answered in search_log", async () => {
    const postgres = kind === "postgres" ? await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL ?? "") : null;
    const server = await startServer({
      keepData: true,
      env: postgres ? { DATABASE_URL: postgres.url, AUTH_SECRET: "s".repeat(40) } : {},
    });
    try {
      const { traffic, firstAnswers, done } = searchUntilStopped(server.url);
      await firstAnswers;
      const stopped = Date.now();
      server.process.kill("SIGTERM");
      expect(await exited(server)).toBe(0);
      const stopMs = Date.now() - stopped;
      await done;

      expect(traffic.failed).toEqual([]);
      expect(traffic.answered.length).toBeGreaterThanOrEqual(WORKERS / 2);
      const database = await openDatabase(
        postgres ? { kind: "postgres", url: postgres.url } : { kind: "pglite", dataDir: server.dataDir },
      );
      try {
        const rows = await database.db.select({ route: searchLog.route }).from(searchLog);
        const logged = new Set(rows.map((r) => r.route));
        expect(traffic.answered.filter((route) => !logged.has(route))).toEqual([]);
      } finally {
        await database.close();
      }
      console.info(`${kind}: ${traffic.answered.length} searches answered, stopped ${stopMs} ms after SIGTERM`);
    } finally {
      await server.stop();
      await fs.rm(server.dataDir, { recursive: true, force: true });
      await postgres?.drop();
    }
  }, 90_000);
});

describe("SIGTERM with an e-mail on its way", () => {
  it("lets the SMTP conversation finish: the message arrives whole", async () => {
    // The peer holds each recipient for 1.5 s: the sign-in e-mail is still on its way at SIGTERM.
    const smtp = await startSmtpPeer({ rcptDelayMs: 1500 });
    const server = await startServer({ env: { SMTP_URL: smtp.url } });
    try {
      const email = `stop-${randomUUID().slice(0, 8)}@example.com`;
      const magic = await fetch(`${server.url}/functions/v1/auth-magiclink`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email, origin: server.url }),
      });
      expect(magic.status).toBe(200);
      server.process.kill("SIGTERM");
      expect(await exited(server)).toBe(0);
      expect(smtp.messages).toHaveLength(1);
      const mail = await smtp.waitFor(email, /sign-in link/, { timeoutMs: 0 });
      expect(smtp.linkIn(mail)).toContain("type=magiclink");
      expect(mail.html).toContain("</html>");
    } finally {
      await server.stop();
      await smtp.close();
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_REDIS_URL)("SIGTERM with Redis (TEST_REDIS_URL)", () => {
  it("closes the Redis clients of the cache and the rate limits: the process exits at once, with 0", async () => {
    const prefix = `fareline:test:${randomUUID()}:`;
    const server = await startServer({
      env: { REDIS_URL: process.env.TEST_REDIS_URL, SEARCH_CACHE_PREFIX: prefix },
    });
    try {
      const search = await fetch(`${server.url}/functions/v1/search-amadeus`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ from: "JFK", to: "LAX", date, tripType: "oneway", adults: 1 }),
      });
      expect(search.status).toBe(200);
      const stopped = Date.now();
      server.process.kill("SIGTERM");
      expect(await exited(server)).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(3000);
      // Left open at the end: the standard streams and a file operation at most; no socket, no timer.
      const open = server.logs().find((line) => line.msg === "stopped")?.open as string[];
      expect(open.filter((resource) => /TCP|Timeout|Immediate/.test(resource))).toEqual([]);
    } finally {
      await server.stop();
      const redis = new Redis(process.env.TEST_REDIS_URL as string);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  }, 60_000);
});

describe("idle connections", () => {
  it("are kept longer than a proxy reuses them (65 s), and an idle one does not hold up a stop", async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(`${server.url}/healthz`, { agent }, resolve).on("error", reject);
      });
      response.resume();
      await new Promise((resolve) => response.on("end", resolve));
      expect(response.headers["keep-alive"]).toBe("timeout=65");
      // The connection stays open and idle in the agent; SIGTERM closes it at once.
      const stopped = Date.now();
      server.process.kill("SIGTERM");
      expect(await exited(server)).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(5000);
    } finally {
      agent.destroy();
      await server.stop();
    }
  }, 60_000);
});
