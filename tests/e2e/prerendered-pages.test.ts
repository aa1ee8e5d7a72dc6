import fs from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, signInBrowser } from "../support/accounts";
import { hydrated, launchBrowser } from "../support/browser";
import { freshDataDir, type RunningServer, startServer } from "../support/server";

/**
 * Shared pages (decision 270) are rendered once for no one; after hydration the header shows the
 * visitor's own account, with no hydration warning and nothing else in the console.
 */
const EMAIL = "reader@example.com";
const PASSWORD = "reader password 1";

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = await freshDataDir();
  await createAdminAccount({ DATA_DIR: dataDir, AUTH_SECRET: "r".repeat(40) }, EMAIL, PASSWORD);
  // Any PUBLIC_SITE_URL: the server renders the shared pages once for its own address (decision 270).
  [server, browser] = await Promise.all([
    startServer({ dataDir, env: { AUTH_SECRET: "r".repeat(40) } }),
    launchBrowser(),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Console errors and warnings (React's hydration warnings among them) and uncaught errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Opens a page and says whether the document came from its prerendered file. */
async function openPrerendered(context: BrowserContext, pathname: string) {
  const page = await context.newPage();
  const problems = watchConsole(page);
  const response = await page.goto(server.url + pathname, { waitUntil: "networkidle" });
  return { page, problems, prerendered: (await response?.headerValue("x-prerendered")) === "true" };
}

interface TraceEvent {
  name: string;
  pid: number;
  ts: number;
  args?: { data?: { url?: string } };
}
const pathOf = (url: string | undefined) => (url?.startsWith(server.url) ? new URL(url).pathname : "");

describe("prerendered pages in Chromium", () => {
  it("a visitor gets the file, it hydrates quietly, and the legal date is today's", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const guide = await openPrerendered(context, "/guides/jfk-to-cdg");
    expect(guide.prerendered).toBe(true);
    expect(await hydrated(guide.page)).toBe("object");
    await guide.page.getByRole("link", { name: "Sign In", exact: true }).waitFor();
    expect(guide.problems).toEqual([]);

    const terms = await openPrerendered(context, "/terms");
    expect(terms.prerendered).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    await terms.page.locator(`main time[datetime="${today}"]`).waitFor();
    expect(terms.problems).toEqual([]);
    await context.close();
  });

  it("a fresh copy from the server asks for nothing after hydrating; the browser's kept copy asks for the visitor's header", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const dataRequests: string[] = [];
    context.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    const first = await openPrerendered(context, "/guides/jfk-to-cdg");
    expect(first.prerendered).toBe(true);
    expect(await hydrated(first.page)).toBe("object");
    await first.page.waitForLoadState("networkidle");
    expect(dataRequests).toEqual([]);
    await first.page.close();

    // The visitor signs in elsewhere; the browser still holds the signed-out copy (max-age=300).
    await signInBrowser(context, server.url, EMAIL, PASSWORD);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${server.url}/guides/jfk-to-cdg`, { waitUntil: "networkidle" });
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).transferSize,
      ),
    ).toBe(0);
    await page.getByRole("button", { name: `Account menu for ${EMAIL}` }).waitFor();
    expect(dataRequests.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a signed-in reader gets the page rendered for them with their account menu, and keeps it across client navigations", async () => {
    // Sign in over HTTP, then hand the session cookie to the browser.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInBrowser(context, server.url, EMAIL, PASSWORD);

    const { page, problems, prerendered } = await openPrerendered(context, "/guides/jfk-to-cdg");
    // A request with a session is never answered from the shared copy (decision 195).
    expect(prerendered).toBe(false);
    await page.getByRole("button", { name: `Account menu for ${EMAIL}` }).waitFor();
    expect(await page.getByRole("link", { name: "Sign In", exact: true }).count()).toBe(0);

    // A client navigation to another prerendered page loads its data from the server: still signed in.
    await page.getByRole("link", { name: "Read our affiliate disclosure" }).click();
    await page.waitForURL(/\/disclosure$/);
    await page.getByRole("heading", { level: 1, name: "Affiliate Disclosure" }).waitFor();
    expect(await page.getByRole("button", { name: `Account menu for ${EMAIL}` }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ["/guides/jfk-to-cdg", "a page from memory"],
    ["/", "the home page, from memory"],
    ["/auth", "a page rendered per request"],
  ])("%s (%s) paints before it asks for its JavaScript, then hydrates (decision 180)", async (pathname) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    // Chromium's own record of the page load: when it painted and when it sent each request.
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await page.goto(server.url + pathname);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    const events = (JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const scripts = events.filter(
      (e) => e.name === "ResourceSendRequest" && /^\/assets\/.+\.js$/.test(pathOf(e.args?.data?.url)),
    );
    expect(scripts.length).toBeGreaterThan(3);
    const renderer = scripts[0]?.pid;
    const firstPaint = Math.min(...events.filter((e) => e.name === "Paint" && e.pid === renderer).map((e) => e.ts));
    expect(firstPaint).toBeLessThan(Math.min(...scripts.map((e) => e.ts)));
    expect(problems).toEqual([]);
    await context.close();
  });
});
