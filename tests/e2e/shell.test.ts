import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Whether the browser tells assistive technology that the named button's popup is expanded. */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === name);
  const expanded = button?.properties?.find((property) => property.name === "expanded");
  await session.detach();
  return expanded ? Boolean(expanded.value.value) : undefined;
}

/** Opens a page once React has hydrated the header: its dropdowns open with JavaScript. */
async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(server.url + path, { waitUntil: "networkidle" });
  await waitUntilHydrated(page.locator("header button:visible").first());
  return page;
}

describe("header on a large screen", () => {
  it("shows the inline links, Sign In, and highlights Search on / and /flights", async () => {
    for (const path of ["/", "/flights"]) {
      const page = await open(path);
      const main = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Search", "Explore", "Tools", "Resources", "All Guides"]) {
        await expect.poll(() => main.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
      }
      expect(await main.getByRole("link", { name: "Search", exact: true }).getAttribute("aria-current")).toBe("page");
      expect(await main.getByRole("link", { name: "Tools", exact: true }).getAttribute("aria-current")).toBeNull();
      expect(await page.getByRole("link", { name: "Sign In" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
      await page.close();
    }
  });

  it("opens More with the keyboard, tabs into its links, closes on Escape and returns focus", async () => {
    const page = await open("/");
    const more = page.getByRole("button", { name: "More" });
    await more.focus();
    expect(await expandedState(page, "More")).toBe(false);
    await page.keyboard.press("Enter");
    const routeGuides = page.getByRole("link", { name: "Route Guides", exact: true });
    await routeGuides.waitFor();
    expect(await expandedState(page, "More")).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Opened under its button.
    const [button, link] = [await more.boundingBox(), await routeGuides.boundingBox()];
    expect(link && button && link.y > button.y + button.height && Math.abs(link.x - button.x) < 20).toBe(true);
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Route Guides");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Booking Tips");
    await page.keyboard.press("Escape");
    await routeGuides.waitFor({ state: "hidden" });
    expect(await expandedState(page, "More")).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("More");
    await page.close();
  });

  it("closes More on a click outside", async () => {
    const page = await open("/");
    await page.getByRole("button", { name: "More" }).click();
    const routeGuides = page.getByRole("link", { name: "Route Guides", exact: true });
    await routeGuides.waitFor();
    await page.mouse.click(640, 700);
    await routeGuides.waitFor({ state: "hidden" });
    await page.close();
  });

  it("navigates from the More menu to the chosen section, and the menu closes", async () => {
    const page = await open("/");
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("link", { name: "Booking Tips", exact: true }).click();
    await page.waitForURL(`${server.url}/guides/booking-tips`);
    await page.getByRole("link", { name: "Airport Guides", exact: true }).waitFor({ state: "hidden" });
    await page.close();
  });

  it("opens the notifications panel from the bell: signed out, it invites to sign in", async () => {
    const page = await open("/");
    await page.getByRole("button", { name: "Notifications" }).click();
    const invite = page.getByRole("link", { name: "Sign in to see price drops on the routes you track" });
    await invite.waitFor();
    expect(await invite.getAttribute("href")).toBe("/auth?redirectTo=%2F");
    await page.keyboard.press("Escape");
    await invite.waitFor({ state: "hidden" });
    await page.close();
  });

  it.each([
    { menu: "More", viewport: { width: 1280, height: 900 } },
    { menu: "Open menu", viewport: { width: 375, height: 800 } },
  ])("keeps $menu opened before the page hydrated open once it has", async ({ menu, viewport }) => {
    const page = await browser.newPage({ viewport });
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${server.url}/`, { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: menu });
    await toggle.click();
    const routeGuides = page.getByRole("link", { name: "Route Guides", exact: true });
    await routeGuides.waitFor();
    release();
    // The header's home link: its name stays the same whatever the menu's state.
    await waitUntilHydrated(page.locator("header a").first());
    await page.waitForTimeout(200);
    expect(await routeGuides.isVisible()).toBe(true);
    await page.close();
  });

  it("opens More and the bell without JavaScript, and their links navigate", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole("button", { name: "Notifications" }).click();
    await page.getByRole("link", { name: "Sign in to see price drops on the routes you track" }).waitFor();
    await page.getByRole("button", { name: "More" }).click();
    // One dropdown at a time: opening More closed the bell's panel.
    await page.getByRole("link", { name: "Sign in to see price drops on the routes you track" }).waitFor({
      state: "hidden",
    });
    await page.getByRole("link", { name: "Airport Guides", exact: true }).click();
    await page.waitForURL(`${server.url}/guides/airports`);
    await context.close();
  });
});

describe("header on a small screen", () => {
  const phone = { width: 375, height: 800 };

  it.each([320, 390])("opens the bell's panel whole on a %i px wide screen", async (width) => {
    const page = await open("/", { width, height: 700 });
    await page.getByRole("button", { name: "Notifications" }).click();
    await page.getByRole("link", { name: "Sign in to see price drops on the routes you track" }).waitFor();
    const panel = await page.locator(":popover-open").boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= width && panel.y >= 64).toBe(true);
    await page.close();
  });

  it("toggles a menu with every link plus Sign In and Sign Up", async () => {
    const page = await open("/", phone);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    expect(await expandedState(page, "Open menu")).toBe(false);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    const links = await menu.getByRole("link").allTextContents();
    expect(links).toEqual([
      "Search",
      "Explore",
      "Tools",
      "Resources",
      "All Guides",
      "Route Guides",
      "Booking Tips",
      "Airport Guides",
      // The language switch, named in the language it opens.
      "Nederlands",
      "Sign In",
      "Sign Up",
    ]);
    expect(await expandedState(page, "Close menu")).toBe(true);
    await page.close();
  });

  it("closes on Escape with focus back on the toggle, and on a click outside", async () => {
    const page = await open("/", phone);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Tools" }).focus();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    // The browser fires "toggle" a moment after it hides the menu; the label follows it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await page.mouse.click(200, 750);
    await menu.waitFor({ state: "hidden" });
    await page.close();
  });

  it("opens, closes on Escape and on a click outside without JavaScript", async () => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Tools" }).focus();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Sign Up" }).waitFor();
    await page.mouse.click(200, 750);
    await menu.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Tools" }).click();
    await page.waitForURL(`${server.url}/tools`);
    await context.close();
  });
});

describe("footer", () => {
  it("has the four columns, this year's copyright and both badges", async () => {
    const page = await open("/");
    const footer = page.locator("footer");
    for (const column of ["Search", "Resources", "Legal", "Help"]) {
      expect(await footer.getByRole("heading", { name: column }).isVisible()).toBe(true);
    }
    const text = (await footer.textContent()) ?? "";
    expect(text).toContain(`© ${new Date().getFullYear()} Fareline LLC`);
    expect(text).toContain("Secure Booking");
    expect(text).toContain("Support by e-mail");
    for (const href of ["/privacy", "/terms", "/faq", "/contact", "/guides", "/deals", "/explore"]) {
      expect(await footer.locator(`a[href="${href}"]`).count()).toBe(1);
    }
    await page.close();
  });
});

describe("404 page", () => {
  it("answers 404 and its buttons go home and back", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/flights`);
    const response = await page.goto(`${server.url}/definitely-missing`);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe("Page Not Found | Fareline");
    expect(await page.getByRole("heading", { name: "Page Not Found" }).isVisible()).toBe(true);
    // Going back needs JavaScript: click once React has hydrated the button (after the first paint).
    await waitUntilHydrated(page.getByRole("button", { name: "Go Back" }));
    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL(`${server.url}/flights`);
    await page.goto(`${server.url}/definitely-missing`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });
});

describe("home structured data", () => {
  it("renders Organization and WebSite JSON-LD that parse", async () => {
    const page = await open("/");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "null")));
    const org = blocks.find((b) => b["@type"] === "Organization");
    const site = blocks.find((b) => b["@type"] === "WebSite");
    expect(org).toMatchObject({ name: "Fareline", contactPoint: { contactType: "customer support" } });
    expect(site.potentialAction["@type"]).toBe("SearchAction");
    expect(site.potentialAction.target.urlTemplate).toContain("/search?q={search_term_string}");
    await page.close();
  });
});
