import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server";

/**
 * Demand seasons in the sample prices as a traveller sees them: the month view
 * and the price strip read the offline engine, so Christmas week is not among December's
 * cheapest days and a Saturday in July costs more than a Tuesday in late January.
 * Dates are chosen from today so the test holds whenever it runs.
 */

let offline: RunningServer;

beforeAll(async () => {
  offline = await startServer();
});

afterAll(async () => {
  await offline?.stop();
});

interface Day {
  date: string;
  price: number | null;
  source: string;
}

async function calendar(query: Record<string, string>): Promise<Day[]> {
  const res = await fetch(`${offline.url}/functions/v1/price-calendar?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return (await res.json()).items;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The first day on or after `from` (ms) that is this weekday (0 = Sunday) in this month (0 = January). */
function next(from: number, month: number, weekday: number, minDay = 1): string {
  for (let t = from; ; t += DAY) {
    const d = new Date(t);
    if (d.getUTCMonth() === month && d.getUTCDay() === weekday && d.getUTCDate() >= minDay) return iso(t);
  }
}

describe("sample fares by season", () => {
  it("keeps Christmas week out of December's cheapest days in the month view", async () => {
    const now = new Date();
    // This December while its holidays are still ahead, else next year's.
    const year = now.getUTCMonth() === 11 && now.getUTCDate() > 10 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
    for (const [from, to] of [
      ["JFK", "CDG"],
      ["LHR", "JFK"],
    ] as const) {
      const days = await calendar({ from, to, date: `${year}-12-15`, tripType: "oneway", adults: "1", mode: "month" });
      const priced = days.filter((d): d is Day & { price: number } => typeof d.price === "number");
      expect(priced.length).toBeGreaterThanOrEqual(10);
      expect(priced.every((d) => d.source === "sample")).toBe(true);
      const cheapest = [...priced].sort((a, b) => a.price - b.price).slice(0, 5);
      expect(cheapest.filter((d) => d.date >= `${year}-12-20`)).toEqual([]);
    }
  });

  it("prices a Saturday in July above a Tuesday in late January on the same route, in the price strip", async () => {
    const start = Date.now() + 21 * DAY;
    const july = next(start, 6, 6);
    const january = next(start, 0, 2, 20);
    const priceOn = async (date: string) =>
      (await calendar({ from: "JFK", to: "CDG", date, tripType: "oneway", adults: "1", mode: "strip" })).find(
        (d) => d.date === date,
      )?.price ?? null;
    const [summer, winter] = [await priceOn(july), await priceOn(january)];
    expect(summer).not.toBeNull();
    expect(winter).not.toBeNull();
    expect(summer as number).toBeGreaterThan(winter as number);
  });
});
