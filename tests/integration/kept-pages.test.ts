import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealsPriced } from "../support/deals";
import { type RunningServer, startServer } from "../support/server";

/**
 * A finished search asked again without a session, and the alerts' signed-out form, are answered
 * from memory (server/kept-search-pages.ts, server/shared-pages.ts); with a session they are
 * rendered for that person and never stored.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SITE_URL: "https://fareline.example" } });
  await dealsPriced(server.url);
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SEARCH = `/search?from=JFK&to=CDG&date=${inDays(20)}&tripType=oneway&adults=1`;

describe("pages kept in memory that are rendered per request for someone signed in", () => {
  it("a finished search asked again is the same page from memory, kept 30 s by shared caches only", async () => {
    const first = await get(SEARCH);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain("Sample data");
    const again = await get(SEARCH);
    expect(again.headers.get("x-prerendered")).toBe("true");
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(again.headers.get("content-security-policy")).not.toContain("nonce-");
    expect(await again.text()).toBe(firstHtml);
    // The Dutch page is its own.
    const dutch = await get(`/nl${SEARCH}`);
    expect(await dutch.text()).toContain('<html lang="nl">');
  });

  it("a search asked with a session is rendered for that person and never stored", async () => {
    await get(SEARCH);
    const signedIn = await get(SEARCH, { cookie: "fareline.session_token=not-a-session" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-prerendered")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });

  it("the alerts' signed-out form comes from memory but is never stored; a management link is rendered", async () => {
    for (const path of ["/alerts", "/nl/alerts"]) {
      await get(path);
      const response = await get(path);
      expect(response.headers.get("x-prerendered"), path).toBe("true");
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const link = await get("/alerts?token=1.forged");
    expect(link.headers.get("x-prerendered")).toBeNull();
    expect(link.headers.get("cache-control")).toBe("private, no-store");
    expect(await link.text()).toMatch(/link[^<]*(expired|not valid|invalid)/i);
  });
});
