import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

// /api/out opens alone in a new tab without a referrer: a refused link answers in the browser's language.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const refused = (acceptLanguage?: string) =>
  fetch(`${server.url}/api/out?to=evilcorp&src=tools`, {
    redirect: "manual",
    headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {},
  });

describe("a refused partner link", () => {
  it("answers a Dutch browser in Dutch, its links on the Dutch site", async () => {
    const response = await refused("nl-NL,nl;q=0.9,en;q=0.8");
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain('<html lang="nl">');
    expect(body).toContain("<h1>Link niet beschikbaar</h1>");
    expect(body).toContain("Naar deze partner sturen we geen bezoekers door.");
    expect(body).toContain('<a href="/nl/tools">Terug naar reistools</a>');
    expect(body).toContain('<a href="/nl">Vluchten zoeken</a>');
  });

  it("answers anyone else in English, as before", async () => {
    for (const language of [undefined, "de-DE,en;q=0.5"]) {
      const body = await (await refused(language)).text();
      expect(body).toContain('<html lang="en">');
      expect(body).toContain("<h1>Link not available</h1>");
      expect(body).toContain('<a href="/tools">Back to travel tools</a>');
    }
  });
});
