import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";
import { A11Y_PAGES } from "./a11y-pages";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // Shared pages come from memory under a hash policy, at whatever address the server runs.
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page and collects every CSP violation: the DOM event and Chromium's console report. */
async function openWatched(path: string, viewport = { width: 1280, height: 900 }) {
  const page = await browser.newPage({ viewport });
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(text)) violations.push(text);
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp?: string[] }).__csp = list;
    document.addEventListener("securitypolicyviolation", (event) => {
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(server.url + path, { waitUntil: "networkidle" });
  const collect = async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
  return { page, collect };
}

describe("Content-Security-Policy in Chromium", () => {
  it("checks the shared pages as answered from memory", async () => {
    for (const path of ["/", "/guides/jfk-to-cdg"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("x-prerendered"), path).toBe("true");
    }
  });

  it.each(A11Y_PAGES)("$path reports no violation and still hydrates", async ({ path, ready }) => {
    const { page, collect } = await openWatched(path);
    if (ready) await page.locator(ready).first().waitFor();
    expect(await collect()).toEqual([]);
    expect(await hydrated(page)).toBe("object");
    await page.close();
  });

  it("the phone menu and a client-side navigation run under the policy", async () => {
    const { page, collect } = await openWatched("/", { width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Tools" }).first().click();
    await page.waitForURL(/\/tools$/);
    await page.waitForLoadState("networkidle");
    expect(await collect()).toEqual([]);
    await page.close();
  });

  it("blocks an injected inline script and reports it", async () => {
    const { page, collect } = await openWatched("/guides");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
    });
    await expect
      .poll(collect)
      .toEqual(expect.arrayContaining([expect.stringContaining("Content Security Policy"), "script-src-elem inline"]));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await page.close();
  });
});
