import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { type RunningServer, startServer } from "../support/server";

/** Decision 131: REDIS_URL set but nothing listening. Searches are cached in process, the log stays quiet. */

let amadeus: ProviderFake;
let tp: ProviderFake;
let server: RunningServer;

/** A port that was free a moment ago: connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  amadeus = await startAmadeusFake();
  tp = await startTravelpayoutsFake();
  server = await startServer({
    env: { ...fakeProvidersEnv(amadeus, tp), REDIS_URL: `redis://127.0.0.1:${await closedPort()}` },
  });
});
afterAll(async () => {
  await Promise.all([server?.stop(), amadeus?.close(), tp?.close()]);
});

const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
async function search() {
  const res = await fetch(`${server.url}/functions/v1/search-amadeus?debug=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ from: "EWR", to: "MAD", date, tripType: "oneway", adults: 1 }),
  });
  return { status: res.status, json: await res.json() };
}

describe("Redis configured but unreachable", () => {
  it("answers a repeated search from the in-process cache and logs the outage once", async () => {
    const first = await search();
    expect(first.status).toBe(200);
    expect(first.json._debug).toMatchObject({ source: "live", cacheHit: false });
    expect(first.json.items.length).toBeGreaterThan(0);
    const calls = amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers").length;

    for (let i = 0; i < 20; i++) {
      const again = await search();
      expect(again.status).toBe(200);
      expect(again.json._debug).toMatchObject({ source: "cache", cacheHit: true });
      expect(again.json.items).toEqual(first.json.items);
    }
    expect(amadeus.requests.filter((r) => r.path === "/v2/shopping/flight-offers")).toHaveLength(calls);

    // ioredis keeps reconnecting every few hundred milliseconds: still one line per client.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const redisLines = server.logs().filter((line) => /Redis/.test(String(line.msg)));
    const messages = redisLines.map((line) => String(line.msg));
    expect(messages).toContain("search cache: Redis unreachable, using the in-process cache");
    expect(messages).toEqual([...new Set(messages)]);
  });
});
