import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealsPriced } from "../support/deals";
import { type RunningServer, startServer } from "../support/server";

/**
 * Decision 270: the pages that are the same for everyone are rendered once by the running server,
 * for its own address, and answered from memory with a short cache life and an ETag; anything
 * else is rendered per request.
 */
let server: RunningServer;
beforeAll(async () => {
  // An address no build ever saw, and an alert schedule other than the default.
  server = await startServer({ env: { PUBLIC_SITE_URL: "https://fareline.example", ALERT_CHECK_CRON: "0 */3 * * *" } });
  // The deals job runs at start and keeps the process busy: measure nothing until it is done.
  await dealsPriced(server.url);
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

describe("shared pages from memory", () => {
  it.each([
    "/",
    "/deals",
    "/nl",
    "/nl/deals",
    "/guides/jfk-to-cdg",
    "/guides",
    "/tools",
    "/help",
    "/faq",
    "/terms",
    "/sitemap",
  ])("%s is answered from memory, cacheable and revalidated by ETag", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-prerendered")).toBe("true");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const cacheControl = response.headers.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/\bpublic\b/);
    expect(cacheControl).toMatch(/\bmax-age=300\b/);
    expect(cacheControl).toMatch(/\bstale-while-revalidate=\d+/);
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    // It hydrates: React Router's context and the client entry are in the page.
    const html = await response.text();
    expect(html).toContain("window.__reactRouterContext");
    expect(html).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);

    // What a browser sends when it revalidates (fetch would add `no-cache`, which forbids a 304).
    const again = await get(path, { "If-None-Match": etag as string, "Cache-Control": "max-age=0" });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("is sent in Brotli or gzip as the browser accepts, each with an ETag of its own", async () => {
    const plain = await get("/guides/jfk-to-cdg", { "Accept-Encoding": "identity" });
    const gzipped = await get("/guides/jfk-to-cdg", { "Accept-Encoding": "gzip" });
    const brotli = await get("/guides/jfk-to-cdg", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(gzipped.headers.get("vary")).toMatch(/Accept-Encoding/i);
    const etags = [plain, gzipped, brotli].map((r) => r.headers.get("etag"));
    expect(new Set(etags).size).toBe(3);
    // Each revalidates against its own representation.
    const again = await get("/guides/jfk-to-cdg", {
      "Accept-Encoding": "br",
      "If-None-Match": etags[2] as string,
      "Cache-Control": "max-age=0",
    });
    expect(again.status).toBe(304);
    // fetch decompresses: all carry the same page.
    const page = await plain.text();
    expect(await gzipped.text()).toBe(page);
    expect(await brotli.text()).toBe(page);
  });

  it("built for no one: the header offers Sign In, and the account comes from the server after hydration", async () => {
    const html = await (await get("/guides/jfk-to-cdg")).text();
    expect(html).toContain(">Sign In</a>");
    // The catalogue's words travel in the page data; the rendered header holds no account menu.
    expect(html).not.toContain('aria-label="Account menu for');
  });

  it("renders for the server's own address and alert schedule", async () => {
    const html = await (await get("/guides/jfk-to-cdg")).text();
    expect(html).toContain('<link rel="canonical" href="https://fareline.example/guides/jfk-to-cdg"/>');
    expect(html).toContain("support@fareline.example");
    expect(await (await get("/faq")).text()).toContain("every 3 hours");
    const again = await get("/guides/jfk-to-cdg");
    expect(again.headers.get("x-prerendered")).toBe("true");
    expect(server.output()).not.toContain("prerendered pages were built for another");
  });

  it("renders the Dutch twin of each shared page in Dutch", async () => {
    const response = await get("/nl/guides");
    expect(response.headers.get("x-prerendered")).toBe("true");
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(">Inloggen</a>");
  });

  it("renders per request what is not the same for everyone", async () => {
    const unknown = await get("/guides/no-such-guide");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-prerendered")).toBeNull();
    expect(await unknown.text()).toContain("Guide Not Found");

    // The guides list filtered by its query string: the filter is applied on the server (no
    // JavaScript needed), and the filtered list is the same for everyone, so it is kept too.
    const filtered = await get("/guides?category=Airports");
    expect(filtered.status).toBe(200);
    expect(filtered.headers.get("x-prerendered")).toBe("true");
    const filteredHtml = await filtered.text();
    expect(filteredHtml).toMatch(/aria-pressed="true"[^>]*>Airports</);
    expect(filteredHtml).not.toContain('href="/guides/jfk-to-cdg"');
    expect(await (await get("/guides")).text()).toContain('href="/guides/jfk-to-cdg"');

    // Client navigations and the post-hydration refresh load data from the server, never a build-time file.
    const data = await get("/guides/jfk-to-cdg.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("x-prerendered")).toBeNull();
    expect(data.headers.get("content-type")).toMatch(/^text\/x-script/);

    // The contact form posts to the renderer, which answers with the form's outcome.
    const posted = await fetch(`${server.url}/contact`, { method: "POST", body: new URLSearchParams() });
    expect(posted.headers.get("x-prerendered")).toBeNull();
    expect(await posted.text()).toContain("Please enter your name.");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await fetch(`${server.url}/faq`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-prerendered")).toBe("true");
    expect(await response.text()).toBe("");
  });
});
