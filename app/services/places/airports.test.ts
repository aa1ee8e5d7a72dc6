import { describe, expect, it } from "vitest";
import { isSameMetro } from "../../core/places/metro-cities";
import { CARRIERS } from "../providers/offline/airlines-data";
import {
  airportsForCity,
  allAirports,
  distanceKm,
  getAirport,
  getCoordinates,
  getTimeZone,
  isSameCity,
  METRO_CITIES,
} from "./airports.server";

describe("airport table", () => {
  it("holds the world's commercial airports with time zone, coordinates and weight", () => {
    const airports = allAirports();
    expect(airports.length).toBeGreaterThan(4_000);
    for (const a of airports) {
      expect(a.code).toMatch(/^[A-Z]{3}$/);
      expect(a.timeZone).toMatch(/\//);
      expect(Math.abs(a.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(a.lon)).toBeLessThanOrEqual(180);
      expect(a.weight).toBeGreaterThan(0);
    }
    expect(getAirport("jfk")).toMatchObject({ code: "JFK", countryCode: "US", timeZone: "America/New_York" });
    expect(getAirport("ZRH")?.city).toBe("Zürich");
    expect(getAirport("NYC")).toBeUndefined();
  });

  it("ranks the airports of a city by traffic", () => {
    const london = airportsForCity("LON").map((a) => a.code);
    expect(london).toEqual(["LHR", "LGW", "STN", "LTN", "LCY", "SEN"]);
    const [lhr, lgw, stn, lcy] = ["LHR", "LGW", "STN", "LCY"].map((c) => getAirport(c)?.weight ?? 0);
    expect(lhr).toBeGreaterThan(lgw as number);
    expect(lgw).toBeGreaterThan(stn as number);
    expect(stn).toBeGreaterThan(lcy as number);
  });

  it("resolves metro codes, time zones, coordinates and distances", () => {
    expect(airportsForCity("NYC").map((a) => a.code)).toEqual(["JFK", "EWR", "LGA"]);
    expect(airportsForCity("CDG").map((a) => a.code)).toEqual(["CDG"]);
    expect(airportsForCity("SHA").map((a) => a.code)).toEqual(["PVG", "SHA"]);
    expect(airportsForCity("QQQ")).toEqual([]);
    expect(getTimeZone("PAR")).toBe("Europe/Paris");
    expect(getCoordinates("LHR")?.lat).toBeCloseTo(51.48, 1);
    expect(distanceKm("JFK", "CDG")).toBeGreaterThan(5_700);
    expect(distanceKm("JFK", "CDG")).toBeLessThan(5_900);
    expect(distanceKm("JFK", "QQQ")).toBeUndefined();
  });

  it("knows which codes are the same city", () => {
    expect(isSameCity("JFK", "LGA")).toBe(true);
    expect(isSameCity("NYC", "EWR")).toBe(true);
    expect(isSameCity("LHR", "LON")).toBe(true);
    expect(isSameCity("PEK", "PKX")).toBe(true);
    expect(isSameCity("JFK", "CDG")).toBe(false);
    expect(isSameCity("LON", "PAR")).toBe(false);
    expect(isSameMetro("jfk", "nyc")).toBe(true);
    expect(isSameMetro("JFK", "BOS")).toBe(false);
  });

  it("has every metro airport and every carrier hub and base in the table", () => {
    for (const metro of METRO_CITIES) for (const code of metro.airports) expect(getAirport(code), code).toBeDefined();
    for (const carrier of CARRIERS) {
      for (const code of [...carrier.hubs, ...(carrier.bases ?? [])])
        expect(getAirport(code), `${carrier.code} ${code}`).toBeDefined();
    }
  });
});
