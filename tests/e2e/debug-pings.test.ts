import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let browser: Browser;
let amadeus: ProviderFake;
let travelpayouts: ProviderFake;
let page: Page;

const SECRET = "s3cret-client-secret-value";
const TOKEN = "tp-token-never-shown-0123456789";

beforeAll(async () => {
  [amadeus, travelpayouts] = await Promise.all([startAmadeusFake(), startTravelpayoutsFake()]);
  [server, browser] = await Promise.all([
    startServer({
      env: fakeProvidersEnv(amadeus, travelpayouts, { amadeusSecret: SECRET, travelpayoutsToken: TOKEN }),
    }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([amadeus?.close(), travelpayouts?.close()]);
});

const card = (id: string) => page.getByTestId(id);

/** Opens /debug and waits until its Ping buttons have their handlers (pages hydrate after the first paint). */
async function openDebug() {
  await page.goto(`${server.url}/debug`);
  await waitUntilHydrated(card("ping-amadeus").getByRole("button", { name: "Ping" }));
}

async function ping(id: string, button: string) {
  await card(id).getByRole("button", { name: button }).click();
  await card(id).getByTestId("ping-status").waitFor();
  return (await card(id).getByTestId("ping-status").textContent()) ?? "";
}

describe("/debug console", () => {
  it("shows the environment and never a secret", async () => {
    await page.goto(`${server.url}/debug`);
    expect(await page.getByTestId("env-marker").textContent()).toBe("457050");
    await page.getByTestId("env-origin").getByText(server.url).waitFor();
    expect(await page.getByTestId("env-functions").textContent()).toBe(`${server.url}/functions/v1`);
    const html = await page.content();
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain(TOKEN);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  });

  it("pings Amadeus and Travelpayouts against the fakes: green check, HTTP 200 and the JSON", async () => {
    await openDebug();
    expect(await ping("ping-amadeus", "Ping")).toContain("HTTP 200");
    expect(await card("ping-amadeus").getByText("Success:").count()).toBe(1);
    expect((await card("ping-amadeus").getByTestId("ping-json").textContent())?.length).toBeGreaterThan(10);
    expect(await ping("ping-tp", "Ping TP Search")).toContain("HTTP 200");
    // An anonymous ping checks the Amadeus credentials without a flight search: no quota spent.
    expect(amadeus.requests.some((r) => r.path === "/v1/security/oauth2/token")).toBe(true);
    expect(amadeus.requests.some((r) => r.path.includes("/v2/shopping/flight-offers"))).toBe(false);
    expect(travelpayouts.requests.some((r) => r.path.includes("prices_for_dates"))).toBe(true);
    const html = await page.content();
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain(TOKEN);
  });

  it("a provider failure shows a red cross, the status and the tip", async () => {
    travelpayouts.set({ behaviour: "401" });
    await openDebug();
    const status = await ping("ping-tp", "Ping TP Search");
    expect(status).toContain("HTTP 401");
    expect(await card("ping-tp").getByText("Failure:").count()).toBe(1);
    expect(await card("ping-tp").getByTestId("ping-tip").textContent()).toContain("credentials");
    travelpayouts.reset();
  });

  it("a network failure shows status 0 and the CORS tip; the button says Testing... while busy", async () => {
    await openDebug();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/functions/v1/amadeus-search", async (route) => {
      await held;
      await route.abort("failed");
    });
    await card("ping-amadeus").getByRole("button", { name: "Ping" }).click();
    const busy = card("ping-amadeus").getByRole("button", { name: "Testing..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await card("ping-amadeus").getByTestId("ping-status").waitFor();
    expect(await card("ping-amadeus").getByTestId("ping-status").textContent()).toContain("HTTP 0");
    expect(await card("ping-amadeus").getByTestId("ping-tip").textContent()).toContain("CORS");
    await page.unroute("**/functions/v1/amadeus-search");
  });
});
