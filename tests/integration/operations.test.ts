import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { findFreePort, type RunningServer, startServer } from "../support/server";

/**
 * What an operator's tools read: GET /metrics (Prometheus text, behind METRICS_TOKEN or an admin
 * token), /livez and /readyz; and a form sent from another address of this same server (a wrong
 * PUBLIC_SITE_URL) refused with a sentence that says the site is misconfigured, logged once.
 */

const METRICS_TOKEN = "metrics-token-for-the-operations-test";
let amadeus: ProviderFake;
let tp: ProviderFake;
let server: RunningServer;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  amadeus = await startAmadeusFake();
  tp = await startTravelpayoutsFake();
  server = await startServer({ env: { ...fakeProvidersEnv(amadeus, tp), METRICS_TOKEN } });
}, 90_000);

afterAll(async () => {
  await Promise.all([server?.stop(), amadeus?.close(), tp?.close()]);
});

async function metrics(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** One sample's value, or 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`${name}{`) && wanted.every((pair) => l.slice(0, l.indexOf("}")).includes(pair)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

describe("GET /metrics", () => {
  it("refuses without a token, with a sentence, and with a wrong one", async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect((await none.json()).error).toBe(
      "Metrics need a token: send METRICS_TOKEN as a bearer token (Authorization: Bearer …) or an admin token in x-admin-token.",
    );
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer not-the-token" } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toMatch(/^This metrics token is not valid/);
    // An admin token is checked as on the admin API: an unknown one is refused there.
    const admin = await fetch(`${server.url}/metrics`, { headers: { "x-admin-token": "flt_unknown" } });
    expect(admin.status).toBe(401);
    expect((await admin.json()).error).toMatch(/admin token/i);
  });

  it("counts a search by source and outcome (live, then cache), with the upstream's latency and the route pattern", async () => {
    const before = await metrics();
    const query = new URLSearchParams({ from: "JFK", to: "CDG", date: inDays(44), tripType: "oneway", adults: "1" });
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/functions/v1/search-travelpayouts?${query}`);
      expect(response.status).toBe(200);
    }
    const after = await metrics();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);

    expect(delta("fareline_searches_total", { source: "travelpayouts", outcome: "live" })).toBe(1);
    expect(delta("fareline_searches_total", { source: "travelpayouts", outcome: "cache" })).toBe(1);
    expect(delta("fareline_search_cache_lookups_total", { source: "travelpayouts", result: "hit" })).toBe(1);
    expect(delta("fareline_search_upstream_duration_seconds_count", { source: "travelpayouts" })).toBe(1);
    expect(
      delta("fareline_http_requests_total", {
        route: "/functions/v1/search-travelpayouts",
        method: "GET",
        status: "200",
      }),
    ).toBe(2);
    // Never a raw URL as a label: the query string of the search is nowhere in the text.
    expect(after).not.toContain("JFK");
    // Default metrics (memory, event-loop lag) and the gauges read at the scrape.
    expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(after).toContain("# TYPE fareline_price_alerts gauge");
    expect(sample(after, "fareline_quota_used", { api: "FOS", period: "month" })).toBeGreaterThanOrEqual(0);
  });

  it("names a page by its route pattern", async () => {
    expect((await fetch(`${server.url}/nl/guides/no-such-guide-here`)).status).toBe(404);
    const text = await metrics();
    expect(text).not.toContain("no-such-guide-here");
    expect(sample(text, "fareline_http_requests_total", { route: "/nl?/guides/:slug", status: "404" })).toBe(1);
  });
});

describe("GET /livez and /readyz", () => {
  it("answers alive, and ready with every check", async () => {
    const live = await fetch(`${server.url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "alive" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body).toMatchObject({ status: "ready", reason: null });
    expect(Object.keys(body.checks).sort()).toEqual(["database", "migrations", "shutdown", "storage"]);
    // The spec's health payload stays as it was.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe("a form sent from another address of this server", () => {
  let misconfigured: RunningServer;
  let port: number;
  beforeAll(async () => {
    port = await findFreePort();
    // Reached at http://localhost:PORT while PUBLIC_SITE_URL says http://127.0.0.1:PORT.
    misconfigured = await startServer({ env: { PORT: String(port), PUBLIC_SITE_URL: `http://127.0.0.1:${port}` } });
  }, 90_000);
  afterAll(() => misconfigured?.stop());

  const post = (path: string, origin: string) =>
    fetch(`http://localhost:${port}${path}`, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=sign-up&email=someone%40example.com&password=a+long+password",
    });

  it("says the site is misconfigured, in the page's language, and logs it once a minute", async () => {
    const opened = `http://localhost:${port}`;
    const configured = `http://127.0.0.1:${port}`;
    const english = await post("/auth", opened);
    expect(english.status).toBe(403);
    expect(await english.text()).toBe(
      `This site is misconfigured: it was opened at ${opened}, but it is set up for ${configured}, so the form was refused. Open the site at ${configured}, or ask its operator to set PUBLIC_SITE_URL to the address visitors use.`,
    );
    // With JavaScript the form goes to the data URL: the same sentence, in Dutch on a Dutch page.
    const dutch = await post("/nl/auth.data", opened);
    expect(dutch.status).toBe(403);
    expect(await dutch.text()).toMatch(/^Deze site is verkeerd ingesteld: hij is geopend op http:\/\/localhost:/);

    const warnings = misconfigured.logs().filter((line) => line.variable === "PUBLIC_SITE_URL");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, opened, configured });
    expect(String(warnings[0]?.msg)).toContain(`opened at ${opened} but PUBLIC_SITE_URL is ${configured}`);

    // Another site is still just another site: no talk of misconfiguration, nothing logged.
    const foreign = await post("/auth", "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe(
      "This request came from another site, so it was refused. Please use the form on our own page.",
    );
  });
});
