import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

// Place names typed without JavaScript: the server resolves them through the place index, as the
// suggestions would (resolve-place.ts), on /search and on the alert form.
let server: RunningServer;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const DATE = ymd(30);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A page as a browser without JavaScript gets it: redirects followed, HTML as text. */
async function page(path: string): Promise<{ url: string; status: number; html: string }> {
  const res = await fetch(`${server.url}${path}`, { headers: { Accept: "text/html" } });
  return { url: res.url, status: res.status, html: await res.text() };
}

describe("/search with place names", () => {
  it("searches London → New York for from=london&to=new+york (the codes LON and NYC), results rendered", async () => {
    const res = await page(`/search?from=london&to=new+york&date=${DATE}&tripType=oneway&adults=1`);
    expect(res.status).toBe(200);
    const url = new URL(res.url);
    expect(url.searchParams.get("from")).toBe("LON");
    expect(url.searchParams.get("to")).toBe("NYC");
    expect(url.searchParams.get("date")).toBe(DATE);
    expect(res.html).toContain('data-testid="offer-card"');
    expect(res.html).not.toContain('data-testid="place-questions"');
  });

  it("takes a typo and a Dutch name on /nl/search (londn, Parijs)", async () => {
    const res = await page(`/nl/search?from=londn&to=Parijs&date=${DATE}&tripType=oneway`);
    const url = new URL(res.url);
    expect(url.pathname).toBe("/nl/search");
    expect([url.searchParams.get("from"), url.searchParams.get("to")]).toEqual(["LON", "PAR"]);
  });

  it("asks which place an ambiguous name means, each choice a link to the search with that place", async () => {
    const res = await page(`/search?from=springfield&to=NYC&date=${DATE}&tripType=oneway`);
    expect(res.status).toBe(200);
    expect(res.html).toContain('data-testid="place-questions"');
    expect(res.html).toContain("Several places are called “springfield”: choose one.");
    expect(res.html).toContain("Did you mean:");
    const links = [...res.html.matchAll(/<a [^>]*data-testid="place-choice"[^>]*href="([^"]+)"/g)].map(
      (m) => new URL((m[1] as string).replace(/&amp;/g, "&"), server.url),
    );
    expect(links.map((l) => l.searchParams.get("from"))).toEqual(expect.arrayContaining(["SGF", "SPI"]));
    expect(links.every((l) => l.searchParams.get("to") === "NYC" && l.searchParams.get("date") === DATE)).toBe(true);
    // A choice searches.
    const chosen = await page(`${links[0]?.pathname}${links[0]?.search}`);
    expect(chosen.html).toContain('data-testid="offer-card"');
  });

  it("says why when a name matches no place, in Dutch on /nl", async () => {
    const en = await page(`/search?from=xyzzyq&to=NYC&date=${DATE}`);
    // No place to choose: a refusal, answered 400 (an ambiguous name above is a question, 200).
    expect(en.status).toBe(400);
    expect(en.html).toContain("We know no city or airport called “xyzzyq”");
    const nl = await page(`/nl/search?from=xyzzyq&to=NYC&date=${DATE}`);
    expect(nl.html).toContain("We kennen geen stad of luchthaven met de naam ‘xyzzyq’");
  });
});

describe("the alert form with place names", () => {
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ intent: "create", ...fields }),
    });

  it("takes london and new york; offers the choices for springfield; says why for nonsense", async () => {
    const ok = await post("/alerts", { email: "places@example.com", origin: "london", destination: "new york" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('data-testid="alert-result"');

    const several = await post("/alerts", { email: "places@example.com", origin: "springfield", destination: "LAX" });
    expect(several.status).toBe(400);
    const html = await several.text();
    expect(html).toContain("Several places to fly from are called “springfield”: choose one.");
    const choice = /<button [^>]*value="SGF"[^>]*>/.exec(html)?.[0];
    expect(choice).toContain('name="origin"');
    expect(choice).toContain('type="submit"');

    const none = await post("/nl/alerts", { email: "places@example.com", origin: "xyzzyq", destination: "Londen" });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("We kennen geen stad of luchthaven met de naam ‘xyzzyq’ om van te vertrekken");
  });
});

describe("the function API with place names", () => {
  const search = (from: string, to: string) =>
    fetch(
      `${server.url}/functions/v1/search-travelpayouts?${new URLSearchParams({ from, to, date: DATE, tripType: "oneway" })}`,
    );

  it("takes a name or typo that stands for one place, as the search page does", async () => {
    const res = await search("londn", "new york");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: unknown[] };
    expect(body.items.length).toBeGreaterThan(0);
  });

  it("answers 400 naming the choices for an ambiguous name, and the reason for an unknown one", async () => {
    const several = await search("springfield", "NYC");
    expect(several.status).toBe(400);
    expect(((await several.json()) as { error: string }).error).toMatch(
      /^from: names several places \("springfield"\).*\(SGF\)/,
    );
    const none = await search("NYC", "xyzzyq");
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: string }).error).toMatch(/^to: must be a 3-letter IATA.*not "xyzzyq"$/);
  });
});
