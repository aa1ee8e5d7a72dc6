import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Nothing here reaches the internet: refuse every third-party request unless a test serves it.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + path, { waitUntil: "networkidle" });
  return page;
}

const cardTitles = (page: Page) => page.locator("main ul li h2").allTextContents();

describe("guides list", () => {
  it("searches title, summary and keywords and filters by category", async () => {
    const page = await open("/guides");
    expect(await cardTitles(page)).toHaveLength(10);
    await expect.poll(() => page.getByText("10", { exact: true }).first().isVisible()).toBe(true);
    // Typing filters as you type only once React has hydrated the box; before that the box is a
    // plain GET form field (Enter submits it), so wait for React rather than race it.
    await waitUntilHydrated(page.getByPlaceholder("Search guides..."));
    await page.getByPlaceholder("Search guides...").fill("PARIS");
    await expect
      .poll(() => cardTitles(page))
      .toEqual(["New York JFK to Paris CDG: A Practical Route Guide", "Why We Filter Out Airport-Switch Connections"]);
    await page.waitForURL(/q=PARIS/);
    await page.getByRole("button", { name: "Airports" }).click();
    await expect.poll(() => cardTitles(page)).toEqual(["Why We Filter Out Airport-Switch Connections"]);
    expect(await page.getByRole("button", { name: "Airports" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => new URL(page.url()).searchParams.get("category"), { timeout: 10_000 }).toBe("Airports");
    await page.getByPlaceholder("Search guides...").fill("zanzibar");
    await page.getByText("No guides found").waitFor();
    await page.getByText("Try adjusting your search or filter criteria.").waitFor();
    await page.getByRole("button", { name: "All", exact: true }).click();
    await page.getByPlaceholder("Search guides...").fill("");
    await expect.poll(() => cardTitles(page)).toHaveLength(10);
    const href = await page.getByRole("link", { name: /Fare Rules Basics/ }).getAttribute("href");
    expect(href).toBe("/guides/fare-rules-basics");
    await page.close();
  });

  it("renders search and category from the URL on the server, without JavaScript", async () => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noJs.newPage();
      await page.goto(`${server.url}/guides?q=REFUNDS&category=Booking%20Tips`);
      expect(await cardTitles(page)).toEqual(["Fare Rules Basics: What Your Ticket Actually Allows"]);
      expect(await page.getByPlaceholder("Search guides...").inputValue()).toBe("REFUNDS");
      // The form is a real GET form: choosing a category submits it.
      await page.getByRole("button", { name: "Routes" }).click();
      await page.waitForURL(/category=Routes/);
      expect(await cardTitles(page)).toEqual([]);
      await page.getByText("No guides found").waitFor();
      await page.goto(`${server.url}/guides/routes`);
      expect(await page.getByRole("button", { name: "Routes" }).getAttribute("aria-pressed")).toBe("true");
      expect(await cardTitles(page)).toHaveLength(3);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/guides$/);
    } finally {
      await noJs.close();
    }
  });

  it("shows a loading skeleton while a guide loads on client navigation", async () => {
    const page = await open("/guides");
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/guides\/jfk-to-cdg\.data/, async (route) => {
      await gate;
      await route.continue();
    });
    // A click before hydration is a document navigation, which shows no skeleton.
    const link = page.getByRole("link", { name: /New York JFK to Paris CDG/ });
    await waitUntilHydrated(link);
    await link.click();
    await page.getByTestId("guide-skeleton").waitFor();
    release();
    await page.getByRole("heading", { level: 1, name: /New York JFK to Paris CDG/ }).waitFor();
    expect(await page.getByTestId("guide-skeleton").count()).toBe(0);
    await page.close();
  });
});

describe("guide article", () => {
  it("has breadcrumb, notice, CTA, related guides and a TOC that scrolls smoothly and highlights", async () => {
    const page = await open("/guides/jfk-to-cdg");
    expect(await page.title()).toBe("New York JFK to Paris CDG: A Practical Route Guide | Fareline Guides");
    const crumbs = await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .locator("li:not([aria-hidden])")
      .allTextContents();
    expect(crumbs).toEqual(["Home", "Guides", "New York JFK to Paris CDG: A Practical Route Guide"]);
    expect(await page.getByRole("link", { name: "Read our affiliate disclosure" }).getAttribute("href")).toBe(
      "/disclosure",
    );
    await page.getByText("Updated November 23, 2026").waitFor();
    await page.getByText("Reviewed November 23, 2026").waitFor();
    await page.getByText("7 min read").first().waitFor();
    await page.getByRole("heading", { name: "Ready to plan your trip?" }).waitFor();
    const cta = page.getByRole("region", { name: "Ready to plan your trip?" });
    expect(await cta.getByRole("link", { name: "View deals" }).getAttribute("href")).toBe("/deals");
    // A route guide's search button opens a search for its route (guide-search-links.test.ts follows it).
    expect(await cta.getByRole("link", { name: "Search flights from JFK to CDG" }).getAttribute("href")).toMatch(
      /^\/search\?from=JFK&to=CDG&date=\d{4}-\d{2}-\d{2}&tripType=oneway&adults=1$/,
    );
    const related = page.getByRole("region", { name: "Related guides" }).getByRole("listitem");
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    // Each related guide shows its own computed reading time (not a fixed "5 min read").
    for (const text of await related.allTextContents()) expect(text).toMatch(/\d+ min read/);

    await page.evaluate(() => {
      const w = window as unknown as { scrollCalls: unknown[] };
      w.scrollCalls = [];
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
        w.scrollCalls.push({ id: this.id, arg });
        return original.call(this, arg);
      };
    });
    const toc = page.getByRole("navigation", { name: "On this page" });
    const target = toc.getByRole("link", { name: "Entering France" });
    await target.click();
    const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
    expect(calls).toEqual([{ id: "entering-france", arg: { behavior: "smooth", block: "start" } }]);
    await expect.poll(() => target.getAttribute("aria-current")).toBe("location");
    await expect
      .poll(() => page.evaluate(() => document.getElementById("entering-france")?.getBoundingClientRect().top ?? -1))
      .toBeLessThan(200);
    expect(page.url()).toMatch(/#entering-france$/);

    // Scrolling by hand moves the highlight (IntersectionObserver).
    await page.evaluate(() => document.getElementById("the-flight-itself")?.scrollIntoView({ block: "start" }));
    await expect
      .poll(() => toc.getByRole("link", { name: "The flight itself" }).getAttribute("aria-current"))
      .toBe("location");
    expect(await target.getAttribute("aria-current")).toBeNull();
    await page.close();
  });

  it("answers an unknown slug with a 404 page", async () => {
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/guides/not-a-real-guide`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Guide Not Found" }).waitFor();
    await page.getByText("The guide you're looking for doesn't exist or has been moved.").waitFor();
    expect(await page.getByRole("link", { name: "← Back to Guides" }).getAttribute("href")).toBe("/guides");
    await page.close();
  });
});

describe("tools", () => {
  it("shows each partner's logo from the site's own files", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/tools`, { waitUntil: "networkidle" });
    for (const tool of ["airalo", "nordvpn", "wise", "revolut", "world-nomads", "away"]) {
      const img = page.locator(`[data-tool="${tool}"] img`);
      expect(await img.getAttribute("src")).toBe(`/logos/${tool}.svg`);
      // Loaded, not broken.
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await page.close();
  });

  it("lists categories, six tools and outbound buttons opening /api/out in a new tab", async () => {
    const page = await open("/tools");
    const nav = page.getByRole("navigation", { name: "Tool categories" });
    for (const code of ["ESIM", "WORK_SECURITY", "FINANCE", "INSURANCE", "LUGGAGE"]) {
      expect(await nav.locator(`a[href="#${code}"]`).count()).toBe(1);
      expect(await page.locator(`section#${code}`).count()).toBe(1);
    }
    expect(await page.locator("section#CONNECTIVITY").count()).toBe(0);
    expect(await nav.getByText("Connectivity").count()).toBe(0);
    expect(await page.locator("[data-tool]").count()).toBe(6);
    await page.locator('[data-tool="airalo"]').getByText("Top pick").waitFor();
    const button = page.getByRole("link", { name: /Get Airalo/ });
    expect(await button.getAttribute("href")).toBe("/api/out?to=airalo&src=tools");
    expect(await button.getAttribute("target")).toBe("_blank");
    expect(await button.getAttribute("rel")).toBe("noopener noreferrer");
    await page.close();
  });
});

describe("help pages", () => {
  it("FAQ opens one answer at a time", async () => {
    const page = await open("/faq");
    const details = page.locator("details");
    expect(await details.count()).toBe(8);
    await page.getByText("Does Fareline charge any fees?").click();
    await page.getByText("Do price alerts work?").click();
    const states = await details.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
    expect(states.filter(Boolean)).toHaveLength(1);
    expect(states[5]).toBe(true);
    // By keyboard too.
    await page.getByText("What is Fareline?").focus();
    await page.keyboard.press("Enter");
    const after = await details.evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
    expect(after).toEqual([true, false, false, false, false, false, false, false]);
    await page.close();
  });

  it("contact form validates every field, sends the message to the server, confirms and clears", async () => {
    const page = await open("/contact");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.getByRole("button", { name: "Send message" }).click();
    for (const text of [
      "Please enter your name.",
      "Please enter your email address.",
      "Please enter a subject.",
      "Please write a message.",
    ])
      await page.getByText(text).waitFor();
    expect(await page.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
    // Nothing was posted while the form had errors: only its rules were fetched.
    expect(requests.filter((r) => !/^GET \/assets\/[\w-]+\.js$/.test(r))).toEqual([]);
    await page.getByLabel("Name").fill("Ada");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Subject").fill("Hello");
    await page.getByLabel("Message").fill("A question about fares.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Please enter a valid email address, like name@example.com.").waitFor();
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByRole("button", { name: "Send message" }).click();
    await page
      .getByText("Thanks, your message has reached our support team. We sent a confirmation to ada@example.com")
      .waitFor();
    for (const label of ["Name", "Email", "Subject", "Message"])
      expect(await page.getByLabel(label).inputValue()).toBe("");
    expect(requests.some((r) => r.startsWith("POST /contact"))).toBe(true);
    await page.close();
  });

  it("a message typed before the page's scripts ran is sent as typed", async () => {
    const page = await context.newPage();
    // The scripts are held until the message is typed: a quick traveller on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/contact`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Name").fill("Grace");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject").fill("Typed early");
    await page.getByLabel("Message").fill("Written before the page came alive.");
    release();
    const send = page.getByRole("button", { name: "Send message" });
    await waitUntilHydrated(send);
    expect(await page.getByLabel("Message").inputValue()).toBe("Written before the page came alive.");
    await send.click();
    await page
      .getByText("Thanks, your message has reached our support team. We sent a confirmation to grace@example.com")
      .waitFor();
    await page.close();
  });

  it("fact sheet 'Download PDF' calls window.print", async () => {
    const page = await open("/fact-sheet");
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await page.getByRole("button", { name: "Download PDF" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.getByText("500+ airlines", { exact: false }).waitFor();
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Download PDF" }).isVisible()).toBe(false);
    expect(await page.locator("body > header").isVisible()).toBe(false);
    expect(await page.locator("body > footer").isVisible()).toBe(false);
    await page.close();
  });

  it("legal pages show today's date from the server", async () => {
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    for (const path of ["/privacy", "/terms", "/disclosure", "/editorial-policy", "/accessibility"]) {
      const html = await (await fetch(server.url + path)).text();
      expect(html, path).toContain(today);
    }
    const terms = await (await fetch(`${server.url}/terms`)).text();
    for (const text of ["USD 100", "Wyoming", "Fareline LLC", "not legal advice", "Effective date"])
      expect(terms).toContain(text);
    const privacy = await (await fetch(`${server.url}/privacy`)).text();
    expect(privacy).toContain("under 16");
  });
});
