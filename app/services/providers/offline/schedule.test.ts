import { describe, expect, it } from "vitest";
import { getAirport } from "../../places/airports.server";
import { blockMinutes } from "./schedule";

describe("offline schedule", () => {
  it("gives block times from great-circle distance", () => {
    const jfk = getAirport("JFK");
    const cdg = getAirport("CDG");
    const lhr = getAirport("LHR");
    if (!jfk || !cdg || !lhr) throw new Error("missing airports");
    const east = blockMinutes(jfk, cdg, 5836);
    const west = blockMinutes(cdg, jfk, 5836);
    expect(east).toBeGreaterThan(400);
    expect(west).toBeGreaterThan(east);
    expect(blockMinutes(lhr, cdg, 348)).toBeGreaterThanOrEqual(60);
    expect(blockMinutes(lhr, cdg, 348)).toBeLessThanOrEqual(90);
  });
});
