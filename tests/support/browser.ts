import { existsSync } from "node:fs";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Launches Debian's Chromium headless; browser downloads are impossible here. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's package with apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/**
 * "object" once React Router's hydration module has run on the page (it starts after the first
 * paint, decision 180), waiting up to 15 s for it (a busy CI machine); "undefined" if it never did.
 */
export async function hydrated(page: Page): Promise<string> {
  await page
    .waitForFunction(() => "__reactRouterRouteModules" in window, undefined, { timeout: 15_000 })
    .catch(() => {});
  return page.evaluate(
    () => typeof (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );
}

/**
 * Waits until React has hydrated this element (it carries React's props), so a click reaches its
 * handler; before that the page works as without JavaScript (decision 180).
 */
export async function waitUntilHydrated(element: Locator): Promise<void> {
  await element.waitFor();
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith("__reactProps")) ? resolve() : setTimeout(check, 20);
        check();
      }),
  );
}
