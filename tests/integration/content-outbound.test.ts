import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { TOOL_URL_WISE: "https://partner.example/wise?ref=fareline" } });
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(server.url + path, { redirect: "manual" });

describe("GET /api/out", () => {
  it("redirects an allow-listed partner to its home page with 302", async () => {
    const response = await get("/api/out?to=airalo&src=tools");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://www.airalo.com/");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("uses the partner URL from the tool's env var when set", async () => {
    const response = await get("/api/out?to=wise&src=tools");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://partner.example/wise?ref=fareline");
  });

  it.each([
    ["an unknown partner", "/api/out?to=evilcorp&src=tools"],
    ["an absolute URL", `/api/out?to=${encodeURIComponent("https://evil.com/")}&src=tools`],
    ["a protocol-relative URL", `/api/out?to=${encodeURIComponent("//evil.com")}&src=tools`],
    ["a missing partner", "/api/out?src=tools"],
    ["a repeated partner", "/api/out?to=airalo&to=wise"],
    ["a bad source", "/api/out?to=airalo&src=%3Cscript%3E"],
  ])("answers %s with a 400 HTML page and no Location header", async (_name, path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const body = await response.text();
    expect(body).toContain("Link not available");
    expect(body).not.toContain("evil.com");
    expect(body).not.toContain("<script>");
  });

  it("stores each click with its partner and source and logs it", async () => {
    await get("/api/out?to=nordvpn&src=tools");
    await get("/api/out?to=revolut&src=guide");
    // Log lines arrive through a pipe: give them a moment.
    const deadline = Date.now() + 5000;
    let logs = server.logs().filter((l) => l.event === "outbound_click");
    while (logs.length < 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      logs = server.logs().filter((l) => l.event === "outbound_click");
    }
    expect(logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ partner: "nordvpn", src: "tools" }),
        expect.objectContaining({ partner: "revolut", src: "guide" }),
      ]),
    );
    expect(server.logs().some((l) => l.event === "outbound_rejected" && l.to === "evilcorp")).toBe(true);
  });
});

describe("click rows", () => {
  // A second process may not open the server's PGlite folder while it runs: read it after the stop.
  it("are in affiliate_clicks once the server has stopped", async () => {
    const dir = server.dataDir;
    const { process: child } = server;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
    const db = await PGlite.create(`${dir}/pglite`);
    try {
      const { rows } = await db.query<{ program: string; sub_id: string }>(
        "select program, sub_id from affiliate_clicks order by id",
      );
      expect(rows).toEqual([
        { program: "airalo", sub_id: "tools" },
        { program: "wise", sub_id: "tools" },
        { program: "nordvpn", sub_id: "tools" },
        { program: "revolut", sub_id: "guide" },
      ]);
    } finally {
      await db.close();
    }
  });
});
