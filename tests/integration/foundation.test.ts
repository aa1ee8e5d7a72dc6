import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the production server on embedded defaults", () => {
  it("serves the home page with header, footer and both JSON-LD blocks in the server HTML", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Fareline: Cheap flights, no airport switches</title>");
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("Secure Booking");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "null"),
    );
    const types = blocks.map((b) => b["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const org = blocks.find((b) => b["@type"] === "Organization");
    expect(org.contactPoint).toMatchObject({ contactType: "customer support", email: "support@127.0.0.1" });
    const site = blocks.find((b) => b["@type"] === "WebSite");
    expect(site.potentialAction.target.urlTemplate).toBe(`${server.url}/search?q={search_term_string}`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/"/>`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
  });

  it("fills every row of the home page's feature grid (two and three columns)", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const features = html.slice(html.indexOf('id="features-heading"'));
    const list = features.slice(0, features.indexOf("</ul>"));
    const cards = list.match(/<li /g)?.length ?? 0;
    expect(cards).toBeGreaterThan(0);
    expect(cards % 2).toBe(0);
    expect(cards % 3).toBe(0);
  });

  it("serves /flights as the home page with its own canonical", async () => {
    const html = await (await fetch(`${server.url}/flights`)).text();
    expect(html).toContain(`<link rel="canonical" href="${server.url}/flights"/>`);
    expect(html).toContain("Search Flights");
  });

  it("answers an unknown path with HTTP 404, the not-found page and one structured log line", async () => {
    const res = await fetch(`${server.url}/no/such/page?x=1`, { headers: { referer: "https://example.org/from" } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Return to Home");
    expect(html).toContain("Go Back");
    expect(html).toContain("<title>Page Not Found | Fareline</title>");
    await expect
      .poll(() => server.logs().find((l) => l.event === "page_not_found" && l.path === "/no/such/page"))
      .toMatchObject({ referrer: "https://example.org/from" });
  });

  it("answers the header's Sign In and Sign Up links with the account forms, not indexed", async () => {
    for (const [path, button] of [
      ["/auth", ">Sign In</button>"],
      ["/auth?mode=signup", ">Create Account</button>"],
    ]) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(button);
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    }
  });

  it("reports health as JSON with database reachability and no secret values", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      node: process.version,
      flags: { USE_DUMMY_DATA: false, FORCE_PROVIDER: "auto", AMADEUS_ENV: "test" },
      services: { authSecret: "ok", tpToken: "missing", amadeusKey: "missing", amadeusSecret: "missing" },
      environment: { defaultCurrency: "USD", database: "pglite", publicSiteUrl: server.url },
      tests: { database: { ok: true, status: 200 } },
    });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    const secret = (await fs.readFile(path.join(server.dataDir, "auth-secret"), "utf8")).trim();
    expect(JSON.stringify(body)).not.toContain(secret);
  });

  it("answers unknown API paths and malformed JSON with a JSON error", async () => {
    const missing = await fetch(`${server.url}/api/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No API endpoint at GET /nope" });
  });

  it("carries a request id on every response", async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "trace-123" } });
    expect(res.headers.get("x-request-id")).toBe("trace-123");
  });

  it("publishes robots.txt and a sitemap of the public static pages", async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /search");
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain(`<loc>${server.url}/</loc>`);
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain("/debug");
  });

  it("serves the social image and favicon that the meta tags point to", async () => {
    const image = await fetch(`${server.url}/og-image.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
    // Browsers and crawlers ask for /favicon.ico whatever the page links.
    const ico = await fetch(`${server.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(Buffer.from(await ico.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it("serves hashed assets as immutable", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(server.url + asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});

describe("start-up and shutdown", () => {
  it("refuses a second process on the same DATA_DIR with a clear message", async () => {
    await expect(startServer({ dataDir: server.dataDir })).rejects.toThrow(/already using DATA_DIR/);
  });

  it("starts a fresh DATA_DIR from the cluster prepared at build time, not initdb", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-fresh-"));
    const fresh = await startServer({ dataDir });
    try {
      const ready = fresh.logs().find((line) => String(line.msg).includes("listening"));
      expect(ready?.databaseCreated).toBe("template");
      expect((await (await fetch(`${fresh.url}/api/health`)).json()).tests.database.ok).toBe(true);
    } finally {
      await fresh.stop();
    }
    const again = await startServer({ dataDir });
    try {
      expect(again.logs().find((line) => String(line.msg).includes("listening"))?.databaseCreated).toBeUndefined();
    } finally {
      await again.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it("stops with an invalid setting, naming the variable", async () => {
    await expect(startServer({ env: { PORT: "eighty" } })).rejects.toThrow(/PORT must be a port number/);
  });

  it("keeps the generated auth secret across restarts and exits cleanly on SIGTERM", async () => {
    const first = await startServer({ keepData: true });
    const secret = await fs.readFile(path.join(first.dataDir, "auth-secret"), "utf8");
    await first.stop();
    expect(first.process.exitCode).toBe(0);
    const second = await startServer({ dataDir: first.dataDir });
    expect(await fs.readFile(path.join(first.dataDir, "auth-secret"), "utf8")).toBe(secret);
    await second.stop();
    await fs.rm(first.dataDir, { recursive: true, force: true });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL (TEST_DATABASE_URL)", () => {
  it("migrates at start-up and reports the database as postgres", async () => {
    const { createIsolatedPostgresUrl } = await import("../support/test-databases");
    const adminUrl = process.env.TEST_DATABASE_URL ?? "";
    const { url, drop } = await createIsolatedPostgresUrl(adminUrl);
    const authSecret = "pg-test-secret-".padEnd(40, "x");
    const pgServer = await startServer({ env: { DATABASE_URL: url, AUTH_SECRET: authSecret } });
    try {
      const body = await (await fetch(`${pgServer.url}/api/health`)).json();
      expect(body.environment.database).toBe("postgres");
      expect(body.services.databaseUrl).toBe("ok");
      expect(body.tests.database.ok).toBe(true);
      expect(JSON.stringify(body)).not.toContain(url);
      expect(JSON.stringify(body)).not.toContain(authSecret);
    } finally {
      await pgServer.stop();
      await drop();
    }
  });
});
