import { describe, expect, it } from "vitest";
import { canConnect } from "../../services/providers/offline/airlines";
import { CARRIERS } from "../../services/providers/offline/airlines-data";
import { airlineMark, MARK_COLOURS } from "./airline-marks";
import { airlineName, airlineNames, findAirline } from "./airlines";
import { ALLIANCE_MEMBERS, allianceOf } from "./alliances";

describe("airline dataset", () => {
  it("names airlines by their IATA code, with ICAO code and country", () => {
    expect(findAirline("LH")).toMatchObject({ name: "Lufthansa", icao: "DLH", country: "Germany", alliance: "star" });
    expect(findAirline("fr")).toMatchObject({ name: "Ryanair", icao: "RYR" });
    expect(findAirline("FR")?.alliance).toBeUndefined();
  });

  it("uses today's trading names where the open data is stale", () => {
    expect(airlineName("AZ")).toBe("ITA Airways");
    expect(airlineName("FJ")).toBe("Fiji Airways");
    expect(airlineName("SQ")).toBe("Singapore Airlines");
  });

  it("falls back to the code for an airline it does not know", () => {
    expect(findAirline("Q0")).toBeUndefined();
    expect(airlineName("Q0")).toBe("Q0");
  });

  it("names a set of airlines by code, as a page that shows them needs", () => {
    expect(airlineNames(new Set(["AZ", "LH", "Q0"]))).toEqual({ AZ: "ITA Airways", LH: "Lufthansa", Q0: "Q0" });
    expect(airlineNames([])).toEqual({});
  });

  it("puts each alliance member in exactly one alliance, and knows every member", () => {
    const all = Object.values(ALLIANCE_MEMBERS).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(findAirline(code), code).toBeDefined();
    expect(allianceOf("KL")).toBe("skyteam");
    expect(allianceOf("BA")).toBe("oneworld");
    expect(allianceOf("AZ")).toBeUndefined();
  });

  it("knows every carrier of the offline engine, which connects only within a carrier or an alliance", () => {
    for (const carrier of CARRIERS) expect(findAirline(carrier.code), carrier.code).toBeDefined();
    const by = (code: string) => CARRIERS.find((c) => c.code === code);
    const [lh, ua, af, fr] = ["LH", "UA", "AF", "FR"].map(by);
    if (!lh || !ua || !af || !fr) throw new Error("offline carriers missing");
    expect(canConnect(lh, ua)).toBe(true);
    expect(canConnect(lh, af)).toBe(false);
    expect(canConnect(fr, af)).toBe(false);
    expect(canConnect(fr, fr)).toBe(true);
  });

  it("gives each airline a fixed two-letter mark on one of the palette's colours", () => {
    expect(airlineMark("lh").letters).toBe("LH");
    expect(airlineMark("LH")).toEqual(airlineMark("LH"));
    expect(MARK_COLOURS).toContain(airlineMark("U2").colour);
    const colours = new Set(["LH", "AF", "BA", "FR", "U2", "DL", "UA", "EK"].map((c) => airlineMark(c).colour));
    expect(colours.size).toBeGreaterThan(3);
  });
});
