import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { Config } from "../app/services/config/config.server";
import type { Logger } from "../app/services/logging/logger.server";
import { serveApp } from "../tests/support/serve-app";
import { sharedPages } from "./shared-pages";

const DAY = 86_400_000;
let server: Server | undefined;
afterEach(() => server?.close());

/** A server answering /, /deals and /guides from memory with a fake renderer and a clock of ours. */
async function setUp(start = Date.parse("2026-11-28T10:00:00Z")) {
  const clock = { now: start };
  const renders: string[] = [];
  const deals = { at: new Date("2026-11-28T04:15:00Z") as Date | null };
  const app = express();
  app.use(
    sharedPages({
      services: {
        config: { publicSiteUrl: "https://fareline.example", trustProxy: false } as Config,
        logger: { warn() {}, error() {} } as unknown as Logger,
      },
      render: async (request) => {
        const path = new URL(request.url).pathname;
        renders.push(path);
        if (path === "/guides") return new Response("not found", { status: 404 });
        return new Response(
          `<!DOCTYPE html><html><body><p>${path} ${renders.length}</p><script>go()</script></body></html>`,
        );
      },
      dealsComputedAt: async () => deals.at,
      paths: ["/", "/deals", "/guides", "/resources"],
      queryPaths: ["/guides", "/resources"],
      now: () => clock.now,
    }),
  );
  app.use((_req, res) => {
    res.send("rendered per request");
  });
  const served = await serveApp(app);
  server = served.server;
  return { clock, renders, deals, get: served.get };
}

describe("shared pages", () => {
  it("renders a page once for its own address and answers it from memory after that", async () => {
    const { renders, get } = await setUp();
    const first = await get("/");
    const second = await get("/");
    expect(first.text).toContain("<p>/ 1</p>");
    expect(second.text).toBe(first.text);
    expect(renders).toEqual(["/"]);
    expect(second.response.headers.get("x-prerendered")).toBe("true");
    expect(second.response.headers.get("etag")).toMatch(/^"[\w-]+-gzip"$/);
    // The inline script is allowed by its hash, not by a nonce.
    expect(second.response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it("leaves a request with a session to the renderer: a signed-in visitor's page shows their account", async () => {
    const { renders, get } = await setUp();
    await get("/");
    for (const cookie of ["fareline.session_token=abc", "x=1; __Secure-fareline.session_token=abc"]) {
      const signedIn = await get("/", { cookie });
      expect(signedIn.text).toBe("rendered per request");
      expect(signedIn.response.headers.get("x-prerendered")).toBeNull();
    }
    expect((await get("/", { cookie: "fareline_locale=nl" })).response.headers.get("x-prerendered")).toBe("true");
    expect(renders).toEqual(["/"]);
  });

  it("renders again on a new day, and once kept five minutes renders again in the background", async () => {
    const { clock, renders, get } = await setUp();
    await get("/");
    clock.now += 4 * 60_000;
    await get("/");
    expect(renders).toHaveLength(1);
    clock.now += 2 * 60_000;
    // The kept page answers while the new one renders.
    expect((await get("/")).text).toContain("<p>/ 1</p>");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await get("/")).text).toContain("<p>/ 2</p>");
    clock.now += DAY;
    expect((await get("/")).text).toContain("<p>/ 3</p>");
  });

  it("renders the deals page again once the deals were recomputed (checked every 5 s)", async () => {
    const { clock, deals, renders, get } = await setUp();
    expect((await get("/deals")).text).toContain("<p>/deals 1</p>");
    deals.at = new Date("2026-11-28T10:00:30Z");
    clock.now += 2_000;
    expect((await get("/deals")).text).toContain("<p>/deals 1</p>");
    clock.now += 5_000;
    // This request reads the deals' new time; the next one gets the page rendered for it.
    await get("/deals");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await get("/deals")).text).toContain("<p>/deals 2</p>");
    expect(renders).toEqual(["/deals", "/deals"]);
  });

  it("leaves to the renderer a query string, an unknown path and a page that is not a 200 (asked once)", async () => {
    const { get, renders } = await setUp();
    expect((await get("/?utm=x")).text).toBe("rendered per request");
    expect((await get("/press")).text).toBe("rendered per request");
    expect((await get("/guides")).text).toBe("rendered per request");
    expect((await get("/guides")).text).toBe("rendered per request");
    expect(renders).toEqual(["/guides"]);
  });

  it("keeps a filtered guides list per query", async () => {
    const { get, renders } = await setUp();
    expect((await get("/resources?category=Airports")).text).toContain("<p>/resources 1</p>");
    expect((await get("/resources?category=Airports")).response.headers.get("x-prerendered")).toBe("true");
    expect((await get("/resources?category=Routes")).text).toContain("<p>/resources 2</p>");
    expect(renders).toEqual(["/resources", "/resources"]);
  });
});
