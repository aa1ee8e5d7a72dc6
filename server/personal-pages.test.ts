import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../app/services/config/config.server";
import type { Logger } from "../app/services/logging/logger.server";
import { serveApp } from "../tests/support/serve-app";
import { personalPages } from "./personal-pages";

let server: Server | undefined;
afterEach(() => server?.close());

const ANN = "fareline.session_token=ann.sig-a";
const BOB = "fareline.session_token=bob.sig-b";

/**
 * A server keeping / and /account per session, with a fake renderer that names the cookie's
 * person, sessions and their stamps of ours, and a clock of ours.
 */
async function setUp() {
  const clock = { now: Date.parse("2026-11-28T10:00:00Z") };
  const stamps = new Map<string, string | null>([
    ["ann", "1"],
    ["bob", "7"],
  ]);
  const renders: string[] = [];
  const status = { code: 200, setCookie: false, hold: null as Promise<void> | null };
  const app = express();
  app.use(
    personalPages({
      services: {
        config: { publicSiteUrl: "https://fareline.example", trustProxy: false } as Config,
        logger: { warn() {}, error() {} } as unknown as Logger,
      },
      render: async (request) => {
        const path = new URL(request.url).pathname;
        const who = /session_token=(\w+)\./.exec(request.headers.get("cookie") ?? "")?.[1] ?? "nobody";
        const number = renders.push(`${path} ${who}`);
        await status.hold;
        if (status.code !== 200) return new Response(null, { status: status.code, headers: { location: "/auth" } });
        const headers = status.setCookie ? { "set-cookie": "fareline.session_token=new; Path=/" } : undefined;
        return new Response(
          `<!DOCTYPE html><html><body><p>${path} for ${who}, render ${number}</p><script>go()</script></body></html>`,
          { headers },
        );
      },
      sessionStamp: async (token) => stamps.get(token) ?? null,
      paths: ["/", "/account"],
      now: () => clock.now,
    }),
  );
  app.use((_req, res) => {
    res.send("rendered per request");
  });
  const served = await serveApp(app);
  server = served.server;
  return { clock, stamps, renders, status, get: served.get };
}

describe("personal pages", () => {
  it("renders a page once for a session and answers that session from memory, never another's", async () => {
    const { renders, get } = await setUp();
    const first = await get("/account", { cookie: ANN });
    const again = await get("/account", { cookie: ANN });
    expect(first.text).toContain("<p>/account for ann, render 1</p>");
    expect(again.text).toBe(first.text);
    expect(again.response.headers.get("x-prerendered")).toBe("session");
    expect(again.response.headers.get("cache-control")).toBe("private, no-store");
    expect(again.response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect((await get("/account", { cookie: BOB })).text).toContain("for bob, render 2");
    // Another cookie beside the session is another browser's header: its own render.
    expect((await get("/account", { cookie: `${ANN}; theme=dark` })).text).toContain("for ann, render 3");
    expect(renders).toEqual(["/account ann", "/account bob", "/account ann"]);
  });

  it("keeps each page of a session apart, and each session apart even when their stamps are equal", async () => {
    const { stamps, get } = await setUp();
    stamps.set("bob", "1");
    expect((await get("/account", { cookie: ANN })).text).toContain("/account for ann");
    expect((await get("/", { cookie: ANN })).text).toContain("<p>/ for ann");
    expect((await get("/", { cookie: BOB })).text).toContain("<p>/ for bob");
    expect((await get("/account", { cookie: BOB })).text).toContain("/account for bob");
    expect((await get("/account", { cookie: ANN })).text).toContain("/account for ann, render 1");
  });

  it("renders again once the session's stamp changed, on a new day, and after a minute", async () => {
    const { clock, stamps, get } = await setUp();
    await get("/", { cookie: ANN });
    clock.now += 60_000;
    expect((await get("/", { cookie: ANN })).text).toContain("render 1");
    stamps.set("ann", "2");
    expect((await get("/", { cookie: ANN })).text).toContain("render 2");
    expect((await get("/", { cookie: ANN })).text).toContain("render 2");
    clock.now += 60_001;
    expect((await get("/", { cookie: ANN })).text).toContain("render 3");
    clock.now += 86_400_000;
    expect((await get("/", { cookie: ANN })).text).toContain("render 4");
  });

  it("leaves to the renderer a session that may not be answered from memory (signed out, revoked, expired)", async () => {
    const { stamps, renders, get } = await setUp();
    await get("/account", { cookie: ANN });
    stamps.set("ann", null);
    const answer = await get("/account", { cookie: ANN });
    expect(answer.text).toBe("rendered per request");
    expect(answer.response.headers.get("x-prerendered")).toBeNull();
    expect((await get("/account", { cookie: "fareline.session_token=eve.sig" })).text).toBe("rendered per request");
    expect(renders).toEqual(["/account ann"]);
  });

  it("leaves to the renderer no session, two session cookies, a query string and a path it does not keep", async () => {
    const { renders, get } = await setUp();
    for (const [path, cookie] of [
      ["/account", ""],
      ["/account", `${ANN}; __Secure-${BOB}`],
      ["/account", "fareline.session_token=nodot"],
      ["/account?verify=2fa", ANN],
      ["/alerts", ANN],
    ] as const) {
      expect((await get(path, cookie ? { cookie } : {})).text, `${path} ${cookie}`).toBe("rendered per request");
    }
    expect(renders).toEqual([]);
  });

  it("keeps no redirect and no page that sets a cookie, and asks again only once the stamp changed", async () => {
    const { stamps, status, renders, get } = await setUp();
    status.code = 302;
    expect((await get("/account", { cookie: ANN })).text).toBe("rendered per request");
    expect((await get("/account", { cookie: ANN })).text).toBe("rendered per request");
    expect(renders).toEqual(["/account ann"]);
    status.code = 200;
    status.setCookie = true;
    stamps.set("ann", "2");
    expect((await get("/account", { cookie: ANN })).text).toBe("rendered per request");
    status.setCookie = false;
    stamps.set("ann", "3");
    expect((await get("/account", { cookie: ANN })).text).toContain("render 3");
    expect((await get("/account", { cookie: ANN })).response.headers.get("x-prerendered")).toBe("session");
  });

  it("does not hand a render begun before a change to a request made after it", async () => {
    const { stamps, status, renders, get } = await setUp();
    let release = () => {};
    status.hold = new Promise((resolve) => {
      release = resolve;
    });
    const before = get("/", { cookie: ANN });
    while (renders.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    stamps.set("ann", "2");
    const after = get("/", { cookie: ANN });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect((await before).text).toContain("render 1");
    expect((await after).text).toContain("render 2");
  });
});
