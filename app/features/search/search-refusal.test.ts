import { describe, expect, it } from "vitest";
import { refusalReasons } from "./results/search-error-box";
import { fetchSource, refusalReason } from "./search-run";

const req = { from: "JFK", to: "CDG", date: "2026-12-01", tripType: "oneway" as const, adults: 1 };
const answer = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;

describe("a search the server refuses says why", () => {
  it("reads the reason of a 400 and keeps the fx_ message for the debug line", async () => {
    const body = JSON.stringify({ error: "date: The departure date 2026-11-20 is in the past." });
    const refused = await fetchSource("", "amadeus", req, undefined, answer(400, body));
    expect(refused).toMatchObject({
      status: "failed",
      reason: "date: The departure date 2026-11-20 is in the past.",
      error: `fx_search-amadeus_400: ${body}`,
    });
  });

  it("has no reason for a rate limit, a server error or an unreadable body", async () => {
    for (const [status, body] of [
      [429, JSON.stringify({ error: "Too many searches" })],
      [500, JSON.stringify({ error: "boom" })],
      [400, "<html>Bad Request</html>"],
      [400, JSON.stringify({ error: "  " })],
      [400, "null"],
    ] as const) {
      const failed = await fetchSource("", "travelpayouts", req, undefined, answer(status, body));
      expect(failed.status).toBe("failed");
      expect(failed.reason, `${status} ${body}`).toBeUndefined();
    }
    expect(refusalReason(JSON.stringify({ error: 42 }))).toBeUndefined();
    expect(refusalReason(JSON.stringify({ error: ` ${"x".repeat(400)} ` }))).toHaveLength(300);
  });

  it("the box lists each source's reason once", () => {
    const reason = "to: The destination must differ from the origin (CDG).";
    const leg = {
      leg: { from: "CDG", to: "CDG", date: "2026-12-01" },
      sources: [
        { name: "amadeus" as const, status: "failed" as const, items: [], reason },
        { name: "travelpayouts" as const, status: "failed" as const, items: [], reason },
      ],
    };
    expect(refusalReasons(leg)).toEqual([reason]);
    expect(refusalReasons({ ...leg, sources: [{ name: "amadeus", status: "failed", items: [] }] })).toEqual([]);
  });
});
