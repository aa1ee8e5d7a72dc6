import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "./filters";
import { EMPTY_VIEW, hiddenEntries, readResultView, showsAllOffers, withResultView } from "./result-params";

const search = "from=JFK&to=CDG&date=2026-12-20&tripType=oneway&adults=2";

describe("filters and sort in the URL", () => {
  it("reads what a GET form sends: repeated lists, numbers and the sort", () => {
    const view = readResultView(
      new URLSearchParams(
        `${search}&stops=0&stops=1&airline=AF&airline=KL&dep=morning&arr=evening&arr=night&returnDep=afternoon&maxDuration=600&maxPrice=450&sort=best`,
      ),
    );
    expect(view).toEqual({
      filters: {
        ...EMPTY_FILTERS,
        stops: ["0", "1"],
        airlines: ["AF", "KL"],
        departure: ["morning"],
        arrival: ["evening", "night"],
        returnDeparture: ["afternoon"],
        maxDuration: 600,
        maxPrice: 450,
      },
      sort: "best",
    });
    expect(readResultView(new URLSearchParams("stops=0,2%2B&airline=AF,AF")).filters).toMatchObject({
      stops: ["0", "2+"],
      airlines: ["AF"],
    });
  });

  it("reads the airport, connection, layover, emissions and bag parameters", () => {
    const view = readResultView(
      new URLSearchParams(
        `${search}&depAirport=JFK&depAirport=EWR&arrAirport=CDG&returnDepAirport=ORY&returnArrAirport=LGA&via=DUB,LHR&maxLayover=180&lowerEmissions=1&bags=1&sort=emissions`,
      ),
    );
    expect(view).toEqual({
      filters: {
        ...EMPTY_FILTERS,
        depAirports: ["JFK", "EWR"],
        arrAirports: ["CDG"],
        returnDepAirports: ["ORY"],
        returnArrAirports: ["LGA"],
        via: ["DUB", "LHR"],
        maxLayover: 180,
        lowerEmissions: true,
        checkedBag: true,
      },
      sort: "emissions",
    });
    expect(withResultView(new URLSearchParams(search), view).toString()).toBe(
      `${search}&depAirport=JFK&depAirport=EWR&arrAirport=CDG&returnDepAirport=ORY&returnArrAirport=LGA&via=DUB&via=LHR&maxLayover=180&lowerEmissions=1&bags=1&sort=emissions`,
    );
  });

  it("ignores values that are not filters, so a mistyped link still shows the search", () => {
    const view = readResultView(
      new URLSearchParams(
        `${search}&stops=3&airline=air&airline=af&dep=noon&arr=late&returnDep=Morning&maxDuration=-5&maxPrice=abc&sort=price` +
          "&depAirport=jfk&arrAirport=PARIS&via=1&maxLayover=2h&lowerEmissions=yes&bags=2",
      ),
    );
    expect(view).toEqual(EMPTY_VIEW);
    expect(readResultView(new URLSearchParams("maxPrice=0&maxDuration=1.5")).filters).toEqual(EMPTY_FILTERS);
  });

  it("writes the view after the search's own parameters, leaving defaults out, and reads it back", () => {
    const view = {
      filters: {
        ...EMPTY_FILTERS,
        stops: ["0" as const],
        airlines: ["LH"],
        arrival: ["morning" as const],
        returnDeparture: ["evening" as const],
        maxPrice: 399.6,
      },
      sort: "fastest" as const,
    };
    const params = withResultView(new URLSearchParams(`${search}&stops=1&sort=best`), view);
    expect(params.toString()).toBe(
      `${search}&stops=0&airline=LH&arr=morning&returnDep=evening&maxPrice=400&sort=fastest`,
    );
    expect(readResultView(params)).toEqual({ ...view, filters: { ...view.filters, maxPrice: 400 } });
    expect(withResultView(params, EMPTY_VIEW).toString()).toBe(search);
  });

  it("lists the hidden inputs a form needs to keep everything else", () => {
    expect(hiddenEntries(new URLSearchParams(`${search}&sort=best&stops=0`), ["sort"])).toEqual([
      ["from", "JFK"],
      ["to", "CDG"],
      ["date", "2026-12-20"],
      ["tripType", "oneway"],
      ["adults", "2"],
      ["stops", "0"],
    ]);
  });

  it("shows every card only with show=all, which filters and sort keep", () => {
    expect(showsAllOffers(new URLSearchParams(`${search}&show=all`))).toBe(true);
    for (const other of ["", "&show=1", "&show=ALL", "&show=", "&all=1"]) {
      expect(showsAllOffers(new URLSearchParams(`${search}${other}`)), other).toBe(false);
    }
    const params = new URLSearchParams(`${search}&show=all&sort=best`);
    expect(withResultView(params, { ...EMPTY_VIEW, sort: "fastest" }).get("show")).toBe("all");
  });
});
