import type { Server } from "node:http";
import { get as httpGet } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../app/services/config/config.server";
import type { Logger } from "../app/services/logging/logger.server";
import { serveApp } from "../tests/support/serve-app";
import { keptSearchPages } from "./kept-search-pages";

let server: Server | undefined;
afterEach(() => server?.close());

const FINISHED = "public, max-age=0, s-maxage=30";

/**
 * A server with kept search pages in front of a fake renderer: `?state=loading` renders a page
 * whose search is not finished (no s-maxage), `?state=cookie` one that sets a cookie,
 * `?state=bad` a 400 (bad input); `budget`
 * says whether the request is within its search budget, as pageBudget marks it.
 */
async function setUp() {
  const clock = { now: Date.parse("2026-11-28T10:00:00Z") };
  const renders: string[] = [];
  const budget = { allowed: true };
  const history = { version: 0 };
  const app = express();
  app.use((_req, res, next) => {
    res.locals.serverWorkAllowed = budget.allowed;
    next();
  });
  app.use(
    keptSearchPages({
      services: {
        config: { publicSiteUrl: "https://fareline.example", trustProxy: false } as Config,
        logger: { warn() {}, error() {} } as unknown as Logger,
      },
      render: async (request) => {
        const url = new URL(request.url);
        renders.push(url.pathname + url.search);
        await new Promise((resolve) => setTimeout(resolve, 20));
        const state = url.searchParams.get("state");
        const headers: Record<string, string> = {};
        if (state !== "loading") headers["Cache-Control"] = FINISHED;
        if (state === "cookie") headers["Set-Cookie"] = "x=1";
        const body = `<!DOCTYPE html><html><body><p>${url.search} ${renders.length}</p><script>go()</script></body></html>`;
        return new Response(body, { headers, status: state === "bad" ? 400 : 200 });
      },
      // The price history is what a search page is rendered from; an explore page only the flags.
      renderedFrom: async (route) => (route === "/search" ? `${history.version}` : "flags"),
      now: () => clock.now,
    }),
  );
  app.use((_req, res) => {
    res.send("rendered per request");
  });
  const served = await serveApp(app);
  server = served.server;
  const { url, get } = served;
  return { clock, renders, budget, history, get, url };
}

const statusOf = (url: string, headers: Record<string, string>) =>
  new Promise<number | undefined>((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on("error", reject);
  });

const SEARCH = "/search?from=JFK&to=CDG&date=2026-12-28&tripType=oneway&adults=1";

describe("kept search pages", () => {
  it("answers the same finished search from memory for 30 s, with a hash CSP and an ETag", async () => {
    const { clock, renders, get, url } = await setUp();
    const first = await get(SEARCH);
    const second = await get(SEARCH);
    expect(second.text).toBe(first.text);
    expect(renders).toEqual([SEARCH]);
    expect(second.response.headers.get("x-prerendered")).toBe("true");
    expect(second.response.headers.get("cache-control")).toBe(FINISHED);
    expect(second.response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
    const etag = second.response.headers.get("etag") ?? "";
    // node:http, as fetch adds `Cache-Control: no-cache` to a request with If-None-Match.
    expect(await statusOf(url + SEARCH, { "If-None-Match": etag, "Accept-Encoding": "gzip" })).toBe(304);
    clock.now += 29_000;
    await get(SEARCH);
    expect(renders).toHaveLength(1);
    clock.now += 1_000;
    expect((await get(SEARCH)).text).toContain(" 2</p>");
    expect(renders).toHaveLength(2);
  });

  it("renders again once what the page is rendered from changes (the price history, the flags)", async () => {
    const { renders, history, get } = await setUp();
    await get(SEARCH);
    await get(SEARCH);
    expect(renders).toHaveLength(1);
    history.version += 1;
    expect((await get(SEARCH)).text).toContain(" 2</p>");
    await get(SEARCH);
    expect(renders).toHaveLength(2);
  });

  it("renders once for the same URL asked at once, and keeps each URL apart (Dutch included)", async () => {
    const { renders, get } = await setUp();
    const answers = await Promise.all([get(SEARCH), get(SEARCH), get(SEARCH)]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    await get(`${SEARCH}&cabin=business`);
    await get(`/nl${SEARCH}`);
    expect(renders).toEqual([SEARCH, `${SEARCH}&cabin=business`, `/nl${SEARCH}`]);
  });

  it("leaves to the renderer a session, a data URL, another page and a form post", async () => {
    const { renders, get, url } = await setUp();
    await get(SEARCH);
    const signedIn = await get(SEARCH, { cookie: "fareline.session_token=abc" });
    expect(signedIn.text).toBe("rendered per request");
    expect((await get(SEARCH.replace("/search", "/search.data"))).text).toBe("rendered per request");
    expect((await get("/deals")).text).toBe("rendered per request");
    expect(renders).toEqual([SEARCH]);
    for (const state of ["loading", "cookie"]) await get(`${SEARCH}&state=${state}`);
    expect(await (await fetch(url + SEARCH, { method: "POST" })).text()).toBe("rendered per request");
    expect(renders).toEqual([SEARCH, `${SEARCH}&state=loading`, `${SEARCH}&state=cookie`]);
  });

  it("sends an unfinished search as rendered, without keeping it; a cookie-setting render goes to the renderer", async () => {
    const { renders, get } = await setUp();
    const unfinished = `${SEARCH}&state=loading`;
    for (let i = 0; i < 2; i++) {
      const answer = await get(unfinished);
      expect(answer.text).toContain(`state=loading ${i + 1}</p>`);
      expect(answer.response.headers.get("cache-control")).toBe("no-store");
      expect(answer.response.headers.get("x-prerendered")).toBeNull();
      expect(answer.response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
    }
    expect((await get(`${SEARCH}&state=cookie`)).text).toBe("rendered per request");
    expect(renders).toEqual([unfinished, unfinished, `${SEARCH}&state=cookie`]);
  });

  it("a kept page answers over the search budget; a new search over it is left to the renderer", async () => {
    const { renders, budget, get } = await setUp();
    await get(SEARCH);
    budget.allowed = false;
    expect((await get(SEARCH)).response.headers.get("x-prerendered")).toBe("true");
    expect((await get(`${SEARCH}&adults=2`)).text).toBe("rendered per request");
    expect(renders).toEqual([SEARCH]);
  });

  it("keeps an explore page too: rendered whatever the search budget, and kept while the price history grows", async () => {
    const { renders, budget, history, get } = await setUp();
    budget.allowed = false;
    const explore = "/explore?from=NYC";
    await get(explore);
    const again = await get(explore);
    expect(again.response.headers.get("x-prerendered")).toBe("true");
    expect(again.response.headers.get("cache-control")).toBe(FINISHED);
    history.version += 1;
    expect((await get(explore)).response.headers.get("x-prerendered")).toBe("true");
    await get(`/nl${explore}`);
    expect((await get(`${explore}&state=cookie`)).text).toBe("rendered per request");
    expect(renders).toEqual([explore, `/nl${explore}`, `${explore}&state=cookie`]);
  });

  it("leaves a URL whose render was refused to the renderer without rendering it again, until its basis changes", async () => {
    const { clock, renders, history, get } = await setUp();
    const bad = `${SEARCH}&state=bad`;
    const explore = "/explore?from=NYC&state=bad";
    for (let i = 0; i < 3; i++) {
      expect((await get(bad)).text).toBe("rendered per request");
      expect((await get(explore)).text).toBe("rendered per request");
    }
    expect(renders).toEqual([bad, explore]);
    history.version += 1;
    for (let i = 0; i < 2; i++) await get(bad);
    expect(renders).toEqual([bad, explore, bad]);
    // Only for a while: a refusal may have been passing.
    clock.now += 30_001;
    for (let i = 0; i < 2; i++) await get(explore);
    expect(renders).toEqual([bad, explore, bad, explore]);
  });
});
