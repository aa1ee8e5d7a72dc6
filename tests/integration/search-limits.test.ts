import http from "node:http";
import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../app/services/config/config.server";
import { type DatabaseHandle, openDatabase } from "../../app/services/db/database.server";
import { QuotaService } from "../../app/services/search/quotas/quotas.server";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { type RunningServer, startServer } from "../support/server";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * The search's limits at the edge of the built server (decision 050): no request to itself
 * (SSRF), the configured affiliate marker, per-IP rate limits (shared through Redis when set), 404/405
 * instead of 500, /api/out click records, quota never spent by debug calls, health polling
 * or cache-busting, and the price calendar (adults, return trips, server-rendered strip).
 * With TEST_DATABASE_URL the provider server runs on PostgreSQL, so the quota counters are
 * read from the database itself; with TEST_REDIS_URL two servers share rate limits.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const MARKER = "123456";

let amadeus: ProviderFake;
let tp: ProviderFake;
let live: RunningServer;
let limited: RunningServer;
let liveDatabase: { url: string; drop(): Promise<void> } | undefined;
let trap: http.Server;
let trapRequests: string[];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [amadeus, tp] = await Promise.all([startAmadeusFake(), startTravelpayoutsFake()]);
  if (databaseUrl) liveDatabase = await createIsolatedPostgresUrl(databaseUrl);
  // A tiny server on another local port: the SSRF test points the Host header at it.
  trapRequests = [];
  trap = http.createServer((req, res) => {
    trapRequests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/json" }).end('{"items":[],"secret":"internal"}');
  });
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  [live, limited] = await Promise.all([
    startServer({
      env: {
        ...fakeProvidersEnv(amadeus, tp),
        TRAVELPAYOUTS_MARKER: MARKER,
        ...(liveDatabase ? { DATABASE_URL: liveDatabase.url, AUTH_SECRET: "s".repeat(40) } : {}),
      },
    }),
    startServer({
      env: { ...fakeProvidersEnv(amadeus, tp), RATE_LIMIT_PER_MINUTE: "4", RATE_LIMIT_DEBUG_PER_MINUTE: "2" },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([live?.stop(), limited?.stop(), amadeus?.close(), tp?.close()]);
  await new Promise((resolve) => trap?.close(resolve));
  await liveDatabase?.drop();
});

/** A raw HTTP request, so the Host header can be anything (fetch does not let it be set). */
function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Click records are per minute: start a burst well inside one. */
async function awayFromMinuteEdge(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

const flightSearches = () => amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers").length;

describe("the /search page searches in-process", () => {
  it("never calls the address a Host or X-Forwarded-Host header names (SSRF)", async () => {
    const trapHost = `127.0.0.1:${(trap.address() as AddressInfo).port}`;
    const path = `/search?from=JFK&to=CDG&date=${inDays(20)}&tripType=oneway&adults=1`;
    const variants: Record<string, string>[] = [
      { Host: trapHost },
      { "X-Forwarded-Host": trapHost },
      { Host: `localhost:${(trap.address() as AddressInfo).port}` },
    ];
    for (const headers of variants) {
      const page = await rawRequest(live.url, path, { headers });
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-testid="offer-card"');
      expect(page.body).not.toContain("internal");
    }
    expect(trapRequests).toEqual([]);
  });

  it("renders partner links with the configured marker, never the default", async () => {
    const page = await (await fetch(`${live.url}/search?from=JFK&to=CDG&date=${inDays(21)}&adults=1`)).text();
    expect(page).toContain(`shmarker=${MARKER}.`);
    expect(page).not.toContain("457050");
  });

  it("renders the ±3-day strip with prices on the server (no JavaScript needed)", async () => {
    const date = inDays(22);
    const page = await (await fetch(`${live.url}/search?from=JFK&to=CDG&date=${date}&adults=1`)).text();
    const strip = page.slice(
      page.indexOf('aria-label="Nearby dates"'),
      page.indexOf("</nav>", page.indexOf('aria-label="Nearby dates"')),
    );
    expect(strip).toContain("Cheapest one-way fare by departure day, 1 adult");
    const prices = [...strip.matchAll(/data-testid="strip-day"[\s\S]*?\$([\d,]+)/g)].map((m) => m[1]);
    expect(prices).toHaveLength(7);
  });

  it("labels a return search's strip as return fares for the trip's length and links both dates", async () => {
    const date = inDays(24);
    const back = inDays(31);
    const page = await (
      await fetch(`${live.url}/search?from=JFK&to=CDG&date=${date}&returnDate=${back}&tripType=roundtrip&adults=2`)
    ).text();
    expect(page).toContain("Cheapest return fare by departure day for a 7-night trip, 2 adults");
    expect(page).toContain(`returnDate=${inDays(32)}`);
    expect(page).toContain(`date=${inDays(25)}`);
  });
});

describe("the price calendar", () => {
  it("prices Travelpayouts days for every adult", async () => {
    tp.reset();
    const date = inDays(61);
    const one = await (
      await fetch(`${live.url}/functions/v1/price-calendar?from=NYC&to=PAR&date=${date}&adults=1`)
    ).json();
    const three = await (
      await fetch(`${live.url}/functions/v1/price-calendar?from=NYC&to=PAR&date=${date}&adults=3`)
    ).json();
    expect(one.items.map((d: { source: string }) => d.source)).toEqual(Array(7).fill("travelpayouts"));
    for (const [i, day] of one.items.entries()) expect(three.items[i].price).toBe(day.price * 3);
  });

  it("asks week-matrix for the return date and shows return fares of the same trip length", async () => {
    tp.reset();
    const date = inDays(62);
    const back = inDays(69);
    const answer = await (
      await fetch(
        `${live.url}/functions/v1/price-calendar?from=NYC&to=PAR&date=${date}&returnDate=${back}&tripType=roundtrip&adults=1`,
      )
    ).json();
    expect(tp.requests.at(-1)?.query).toMatchObject({ depart_date: date, return_date: back });
    expect(answer.items[3]).toMatchObject({ date, returnDate: back, source: "travelpayouts" });
    expect(answer.items[0]).toMatchObject({ date: inDays(59), returnDate: inDays(66) });
  });
});

describe("quota is never spent by", () => {
  const quotaUsed = async (): Promise<number | null> => {
    if (!liveDatabase) return null;
    let handle: DatabaseHandle | undefined;
    try {
      handle = await openDatabase({ kind: "postgres", url: liveDatabase.url });
      const [fos] = await new QuotaService(handle.db, loadConfig({})).status();
      return fos?.monthUsed ?? 0;
    } finally {
      await handle?.close();
    }
  };

  it("anonymous debug calls, health polling, or searches that only differ in what Amadeus is not asked", async () => {
    amadeus.reset();
    const before = { searches: flightSearches(), quota: await quotaUsed() };
    const date = inDays(70);
    for (let i = 0; i < 3; i++) {
      const debug = await fetch(`${live.url}/functions/v1/amadeus-search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ origin: "JFK", destination: "MAD", depart: date, adults: 1, maxResults: 5 }),
      });
      expect(debug.status).toBe(200);
      for (const path of ["/api/health", "/functions/v1/health"])
        expect((await fetch(live.url + path)).status).toBe(200);
    }
    expect(flightSearches()).toBe(before.searches);
    // Health tests ran once (token only), then answered from memory.
    expect(amadeus.requests.filter((r) => r.path === "/v1/security/oauth2/token").length).toBeLessThanOrEqual(1);
    if (before.quota !== null) expect(await quotaUsed()).toBe(before.quota);

    // One real search spends one call; variants of it are answered from the cache.
    const search = (body: Record<string, unknown>, query = "") =>
      fetch(`${live.url}/functions/v1/search-amadeus${query}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ from: "JFK", to: "MAD", date, adults: 1, ...body }),
      });
    expect((await search({ tripType: "oneway" })).status).toBe(200);
    for (const [body, query] of [
      [{ tripType: "multicity" }, ""],
      [{ tripType: "oneway", returnDate: inDays(75) }, ""],
      [{ from: "jfk", to: "mad", adults: "1" }, "?debug=1&nocache=42"],
    ] as const) {
      expect((await search(body, query)).status).toBe(200);
    }
    expect(flightSearches()).toBe(before.searches + 1);
    if (before.quota !== null) expect(await quotaUsed()).toBe(before.quota + 1);
  });
});

describe("per-IP rate limits", () => {
  it("answer 429 JSON with Retry-After on the function API and /api/out", async () => {
    const query = `from=JFK&to=CDG&date=${inDays(80)}&adults=1`;
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await fetch(`${limited.url}/functions/v1/search-travelpayouts?${query}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses[4]).toBe(429);
    if (!last) throw new Error("no answer");
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await last.json()).error).toMatch(/Too many requests/);
    // The same address has used its budget for /api/out too.
    const out = await fetch(`${limited.url}/api/out?to=airalo&src=tools`, { redirect: "manual" });
    expect(out.status).toBe(429);
    expect(out.headers.get("retry-after")).toBeTruthy();
  });

  it("let a /search page over the budget render without searching on the server (no quota spent)", async () => {
    const before = flightSearches();
    const pages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${limited.url}/search?from=JFK&to=CDG&date=${inDays(90 + i)}&adults=1`);
      expect(res.status).toBe(200);
      pages.push(await res.text());
    }
    expect(pages.map((p) => p.includes('data-testid="offer-card"'))).toEqual([true, true, true, true, false]);
    expect(flightSearches()).toBe(before + 4);
  });

  it("count /search.data in the /search page's one budget: over it 429 with Retry-After, and no quota spent", async () => {
    const fresh = await startServer({ env: { ...fakeProvidersEnv(amadeus, tp), RATE_LIMIT_PER_MINUTE: "3" } });
    try {
      const before = flightSearches();
      const query = (i: number) => `from=JFK&to=CDG&date=${inDays(100 + i)}&adults=1`;
      // The loader's data URL, without Sec-Fetch-Dest or claiming a document: a header decides nothing.
      const answers = [];
      for (let i = 0; i < 6; i++) {
        answers.push(
          await rawRequest(fresh.url, `/search.data?${query(i)}`, {
            headers: i % 2 ? { "Sec-Fetch-Dest": "document" } : {},
          }),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429, 429]);
      expect(Number(answers[5]?.headers["retry-after"])).toBeGreaterThan(0);
      expect(JSON.parse(answers[5]?.body ?? "{}").error).toMatch(/Too many searches/);
      // Other spellings of the same route share the budget.
      for (const path of ["/search/.data", "/SEARCH.data", "/%73earch.data", "/search/"]) {
        const answer = await rawRequest(fresh.url, `${path}?${query(9)}`);
        expect(answer.status, path).toBe(path.endsWith(".data") ? 429 : 200);
        expect(answer.body).not.toContain('data-testid="offer-card"');
      }
      // One budget: the page itself is over it too, and renders without searching on the server.
      const page = await fetch(`${fresh.url}/search?${query(10)}`);
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain('data-testid="offer-card"');
      expect(flightSearches() - before).toBeLessThanOrEqual(3);
    } finally {
      await fresh.stop();
    }
  }, 90_000);

  it("limit the debug endpoints more strictly", async () => {
    const fresh = await startServer({
      env: { ...fakeProvidersEnv(amadeus, tp), RATE_LIMIT_DEBUG_PER_MINUTE: "2" },
    });
    try {
      const call = () =>
        fetch(`${fresh.url}/functions/v1/tp-search`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            endpoint: "latest",
            params: { origin: "NYC", destination: "PAR", depart_date: inDays(40) },
          }),
        });
      const statuses = [(await call()).status, (await call()).status];
      const third = await call();
      expect(statuses).toEqual([200, 200]);
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toBeTruthy();
      // Searches keep their own, wider budget.
      expect(
        (await fetch(`${fresh.url}/functions/v1/search-travelpayouts?from=JFK&to=CDG&date=${inDays(40)}`)).status,
      ).toBe(200);
    } finally {
      await fresh.stop();
    }
  });

  it.runIf(redisUrl)("are shared by several servers through Redis", async () => {
    const env = {
      ...fakeProvidersEnv(amadeus, tp),
      REDIS_URL: redisUrl ?? "",
      SEARCH_CACHE_PREFIX: `fareline-test-${Date.now()}:`,
      RATE_LIMIT_PER_MINUTE: "3",
    };
    const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    try {
      // A distinct address per run keeps earlier runs' counters (same minute) out of the way.
      const ip = `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.7`;
      const hit = (s: RunningServer) =>
        rawRequest(s.url, `/functions/v1/autocomplete-nope`, { headers: { "X-Forwarded-For": ip } });
      const statuses = [(await hit(a)).status, (await hit(b)).status, (await hit(a)).status, (await hit(b)).status];
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

describe("unknown paths and methods", () => {
  it("answer JSON 404 and 405 with Allow, never 500", async () => {
    const unknown = await fetch(`${live.url}/functions/v1/no-such-function`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatch(/No API endpoint/);
    const wrong = await fetch(`${live.url}/functions/v1/search-amadeus`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
    const put = await fetch(`${live.url}/functions/v1/search-travelpayouts`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD");
    for (const path of ["/functions/v1/search-amadeus", "/search", "/", "/api/out"]) {
      const trace = await rawRequest(live.url, path, { method: "TRACE" });
      expect(trace.status).toBe(405);
      expect(trace.headers.allow).toBeTruthy();
    }
    const deleteOut = await fetch(`${live.url}/api/out?to=airalo`, { method: "DELETE" });
    expect(deleteOut.status).toBe(405);
    expect(deleteOut.headers.get("allow")).toBe("GET, HEAD");
  });

  it("limit each endpoint's JSON body before parsing it", async () => {
    const big = await fetch(`${live.url}/functions/v1/search-amadeus`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from: "JFK", to: "CDG", date: inDays(30), padding: "x".repeat(10_000) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toMatch(/too large/);
    const bigClick = await fetch(`${live.url}/functions/v1/log-click`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ program: "kiwi", sub_id: "a", padding: "x".repeat(6_000) }),
    });
    expect(bigClick.status).toBe(413);
  });
});

describe("/api/out click records", () => {
  it("HEAD records nothing; GET records one click per address, partner and minute", async () => {
    const server = await startServer({ keepData: true });
    const get = (to: string, method = "GET") =>
      fetch(`${server.url}/api/out?to=${to}&src=tools`, { method, redirect: "manual" });
    try {
      await awayFromMinuteEdge();
      expect((await get("airalo", "HEAD")).status).toBe(302);
      for (let i = 0; i < 3; i++) expect((await get("wise")).status).toBe(302);
      expect((await get("nordvpn")).status).toBe(302);
    } finally {
      await server.stop();
    }
    const db = await PGlite.create(`${server.dataDir}/pglite`);
    try {
      const { rows } = await db.query<{ program: string }>("select program from affiliate_clicks order by id");
      expect(rows.map((r) => r.program)).toEqual(["wise", "nordvpn"]);
    } finally {
      await db.close();
    }
  }, 90_000);

  it.runIf(databaseUrl)(
    "records one click per minute across servers on one PostgreSQL",
    async () => {
      const database = await createIsolatedPostgresUrl(databaseUrl ?? "");
      const env = { DATABASE_URL: database.url, AUTH_SECRET: "c".repeat(40) };
      const a = await startServer({ env });
      const b = await startServer({ env });
      let handle: DatabaseHandle | undefined;
      try {
        await awayFromMinuteEdge();
        for (const s of [a, b, a, b]) {
          expect((await fetch(`${s.url}/api/out?to=airalo&src=tools`, { redirect: "manual" })).status).toBe(302);
        }
        handle = await openDatabase({ kind: "postgres", url: database.url });
        const result = (await handle.db.execute(sql`select count(*)::int as n from affiliate_clicks`)) as unknown as {
          rows: { n: number }[];
        };
        expect(result.rows[0]?.n).toBe(1);
      } finally {
        await handle?.close();
        await Promise.all([a.stop(), b.stop()]);
        await database.drop();
      }
    },
    90_000,
  );
});
