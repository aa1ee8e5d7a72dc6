import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ruleSays, said } from "../../../tests/support/rules";
import type { RuleMessage } from "./rule-message";
import { searchDateWindow } from "./search-params";
import {
  adultsProblem,
  CABIN_HINT,
  CHILDREN_HINT,
  checkSearch,
  departureDateProblem,
  legOrderProblem,
  problemList,
  RETURN_DATE_REQUIRED,
  returnDateProblem,
  samePlaceProblem,
  TOO_MANY_ADULTS,
  TOO_MANY_INFANTS,
  TOO_MANY_SEATED,
  travellersProblems,
} from "./search-rules";

// 10:00 UTC: at UTC−12 it is still 22 November, so the earliest day is the 22nd.
const NOW = new Date("2026-11-23T10:00:00Z");
const WINDOW = { earliest: "2026-11-22", latest: "2027-11-23" };

const leg = (from: string | null, to: string | null, date: string) => ({ from, to, date });
const oneWay = (from: string | null, to: string | null, date: string, extra: object = {}) =>
  said(checkSearch({ tripType: "oneway", legs: [leg(from, to, date)], ...extra }, NOW));

describe("the rules, one by one", () => {
  it("the window is today at UTC−12 to a year after today (UTC)", () => {
    expect(searchDateWindow(NOW)).toEqual(WINDOW);
  });

  it("same airport and same city", () => {
    expect(ruleSays(samePlaceProblem("CDG", "cdg"))).toBe("The destination must differ from the origin (CDG).");
    expect(ruleSays(samePlaceProblem("jfk", "LGA"))).toBe(
      "JFK and LGA are in the same city: choose a destination in another city.",
    );
    expect(ruleSays(samePlaceProblem("NYC", "EWR"))).toMatch(/^NYC and EWR are in the same city/);
    expect(ruleSays(samePlaceProblem("LHR", "LON"))).toMatch(/same city/);
    expect(ruleSays(samePlaceProblem("JFK", "CDG"))).toBeNull();
    expect(ruleSays(samePlaceProblem("NRT", "KIX"))).toBeNull();
  });

  it("departure dates: the first and last days of the window are fine, the days outside are not", () => {
    expect(ruleSays(departureDateProblem("2026-11-22", WINDOW))).toBeNull();
    expect(ruleSays(departureDateProblem("2027-11-23", WINDOW))).toBeNull();
    expect(ruleSays(departureDateProblem("2026-11-21", WINDOW))).toBe("The departure date 2026-11-21 is in the past.");
    expect(ruleSays(departureDateProblem("2027-11-24", WINDOW))).toBe(
      "The departure date 2027-11-24 is more than a year ahead: the latest is 2027-11-23.",
    );
  });

  it("return dates: on or after the departure, within the window", () => {
    expect(ruleSays(returnDateProblem("2026-12-01", "2026-12-01", WINDOW))).toBeNull();
    expect(ruleSays(returnDateProblem("2027-11-23", "2026-12-01", WINDOW))).toBeNull();
    expect(ruleSays(returnDateProblem("2026-11-30", "2026-12-01", WINDOW))).toBe(
      "The return date 2026-11-30 is before the departure date 2026-12-01.",
    );
    expect(ruleSays(returnDateProblem("2027-11-24", "2026-12-01", WINDOW))).toBe(
      "The return date 2027-11-24 is more than a year ahead: the latest is 2027-11-23.",
    );
  });

  it("multi-city legs in date order (the same day is fine)", () => {
    const first = { index: 1, date: "2026-12-05" };
    expect(ruleSays(legOrderProblem({ index: 2, date: "2026-12-05" }, first))).toBeNull();
    expect(ruleSays(legOrderProblem({ index: 2, date: "2026-12-06" }, first))).toBeNull();
    expect(ruleSays(legOrderProblem({ index: 2, date: "2026-12-04" }, first))).toBe(
      "Flight 3 leaves on 2026-12-04, before flight 2 on 2026-12-05: put the flights in date order.",
    );
  });

  it("adults: at most 9; below 1, empty or invalid count as 1 (no problem)", () => {
    for (const ok of [1, 9, "9", " 9 ", 9.5, 0, -3, "", "two", null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
      expect(ruleSays(adultsProblem(ok))).toBeNull();
    for (const tooMany of [10, "10", " 12 ", 10.2]) expect(adultsProblem(tooMany)).toBe(TOO_MANY_ADULTS);
    expect(ruleSays(TOO_MANY_ADULTS)).toBe("One booking holds at most 9 passengers.");
  });
});

describe("travellers and cabin", () => {
  const asked = { adults: 2, children: 0, infants: 0, cabin: "economy" as const };

  it("at most 9 seats for adults and children together; infants on a lap take none", () => {
    expect(travellersProblems({ ...asked, children: 7 })).toEqual({});
    expect(travellersProblems({ ...asked, children: 8 })).toEqual({ children: TOO_MANY_SEATED });
    expect(travellersProblems({ ...asked, adults: 9, infants: 2 })).toEqual({});
    expect(ruleSays(TOO_MANY_SEATED)).toBe(
      "One booking holds at most 9 seated travellers: adults and children together.",
    );
  });

  it("at most one infant per adult", () => {
    expect(travellersProblems({ ...asked, infants: 2 })).toEqual({});
    expect(travellersProblems({ ...asked, infants: 3 })).toEqual({ infants: TOO_MANY_INFANTS });
    expect(ruleSays(TOO_MANY_INFANTS)).toBe("Each infant travels on an adult's lap: add an adult or remove an infant.");
  });

  it("unreadable counts and unknown cabins are refused with a sentence, per field", () => {
    expect(said(travellersProblems({ adults: 1, children: null, infants: null, cabin: null }))).toEqual({
      children: ruleSays(CHILDREN_HINT),
      infants: "Enter the number of infants as a whole number, such as 0 or 1.",
      cabin: ruleSays(CABIN_HINT),
    });
  });

  it("checkSearch reads them (absent: 0, 0, economy) and refuses bad combinations", () => {
    expect(oneWay("JFK", "CDG", "2026-12-01", { adults: "2", children: "1", cabin: "premium_economy" })).toMatchObject({
      ok: true,
      requests: [{ adults: 2, children: 1, infants: 0, cabin: "premium_economy" }],
    });
    expect(oneWay("JFK", "CDG", "2026-12-01", { children: "", infants: "", cabin: "" })).toMatchObject({
      ok: true,
      requests: [{ adults: 1, children: 0, infants: 0, cabin: "economy" }],
    });
    expect(oneWay("JFK", "CDG", "2026-12-01", { adults: 1, infants: 2 })).toEqual({
      ok: false,
      problems: { legs: [{}], infants: ruleSays(TOO_MANY_INFANTS) },
    });
    const bad = checkSearch(
      { tripType: "oneway", legs: [leg("JFK", "CDG", "2026-12-01")], children: "-1", cabin: "cargo" },
      NOW,
    );
    expect(bad.ok).toBe(false);
    expect(problemList(bad.problems)).toEqual([CHILDREN_HINT, CABIN_HINT]);
  });
});

describe("checkSearch", () => {
  it("answers the domain's SearchRequest for a good one-way search", () => {
    expect(oneWay("JFK", "cdg", "12/01/2026", { adults: "2" })).toEqual({
      ok: true,
      problems: { legs: [{}] },
      requests: [
        {
          from: "JFK",
          to: "CDG",
          date: "2026-12-01",
          tripType: "oneway",
          adults: 2,
          children: 0,
          infants: 0,
          cabin: "economy",
        },
      ],
    });
  });

  it("puts each problem on its field", () => {
    expect(oneWay(null, null, "")).toEqual({
      ok: false,
      problems: {
        legs: [
          {
            from: "Choose a suggestion to lock a valid IATA code.",
            to: "Choose a suggestion to lock a valid IATA code.",
            date: "Choose a valid date.",
          },
        ],
      },
    });
    expect(oneWay("JFK", null, "2026-12-01").problems.legs[0]).toEqual({
      to: "Choose a suggestion to lock a valid IATA code.",
    });
    expect(oneWay(null, "JFK", "2026-12-01").problems.legs[0]).toEqual({
      from: "Choose a suggestion to lock a valid IATA code.",
    });
    expect(oneWay("CDG", "CDG", "2026-11-20").problems.legs[0]).toEqual({
      to: "The destination must differ from the origin (CDG).",
      date: "The departure date 2026-11-20 is in the past.",
    });
    expect(oneWay("JFK", "CDG", "2027-11-24").ok).toBe(false);
    expect(oneWay("JFK", "CDG", "2026-12-01", { adults: 10 })).toEqual({
      ok: false,
      problems: { legs: [{}], adults: ruleSays(TOO_MANY_ADULTS) },
    });
  });

  it("return trips need a return date on or after the departure; one way ignores it", () => {
    const ret = (returnDate?: string) =>
      said(checkSearch({ tripType: "roundtrip", legs: [leg("JFK", "CDG", "2026-12-01")], returnDate }, NOW));
    expect(ret("2026-12-08")).toMatchObject({
      ok: true,
      requests: [{ tripType: "roundtrip", date: "2026-12-01", returnDate: "2026-12-08" }],
    });
    expect(ret(undefined).problems.returnDate).toBe(ruleSays(RETURN_DATE_REQUIRED));
    expect(ret("  ").problems.returnDate).toBe(ruleSays(RETURN_DATE_REQUIRED));
    expect(ret("nonsense").problems.returnDate).toBe("Choose a valid date.");
    expect(ret("2026-11-30")).toEqual({
      ok: false,
      problems: { legs: [{}], returnDate: "The return date 2026-11-30 is before the departure date 2026-12-01." },
    });
    expect(ret("2027-11-24").ok).toBe(false);
    const oneway = oneWay("JFK", "CDG", "2026-12-01", { returnDate: "2026-11-01" });
    expect(oneway.ok && oneway.requests[0]).toMatchObject({
      from: "JFK",
      to: "CDG",
      date: "2026-12-01",
      tripType: "oneway",
      adults: 1,
    });
  });

  it("a search without any leg is refused", () => {
    expect(checkSearch({ tripType: "oneway", legs: [] }, NOW).ok).toBe(false);
    expect(checkSearch({ tripType: "roundtrip", legs: [], returnDate: "2026-12-08" }, NOW).ok).toBe(false);
  });

  it("one way and return search the first leg only", () => {
    const check = checkSearch(
      { tripType: "oneway", legs: [leg("JFK", "CDG", "2026-12-01"), leg(null, null, "")] },
      NOW,
    );
    expect(check.ok && check.requests).toHaveLength(1);
  });

  it("multi city: 2 to 6 legs, each a one-way request, in date order", () => {
    const multi = (...legs: ReturnType<typeof leg>[]) => said(checkSearch({ tripType: "multicity", legs }, NOW));
    const good = multi(
      leg("JFK", "CDG", "2026-12-01"),
      leg("CDG", "FCO", "2026-12-01"),
      leg("FCO", "JFK", "2026-12-09"),
    );
    expect(good.ok && good.requests.map((r) => `${r.tripType} ${r.from}-${r.to} ${r.date}`)).toEqual([
      "oneway JFK-CDG 2026-12-01",
      "oneway CDG-FCO 2026-12-01",
      "oneway FCO-JFK 2026-12-09",
    ]);
    expect(multi(leg("JFK", "CDG", "2026-12-01")).ok).toBe(false);
    const outOfOrder = multi(leg("JFK", "CDG", "2026-12-05"), leg("CDG", "FCO", "2026-12-01"));
    expect(outOfOrder).toEqual({
      ok: false,
      problems: {
        legs: [
          {},
          { date: "Flight 2 leaves on 2026-12-01, before flight 1 on 2026-12-05: put the flights in date order." },
        ],
      },
    });
    // An unreadable date in between does not hide the order of the others.
    expect(
      multi(leg("JFK", "CDG", "2026-12-05"), leg("CDG", "FCO", "soon"), leg("FCO", "MAD", "2026-12-02")).problems
        .legs[2]?.date,
    ).toMatch(/^Flight 3 leaves on 2026-12-02, before flight 1/);
    const seven = Array.from({ length: 7 }, (_, i) => leg(i % 2 ? "CDG" : "JFK", i % 2 ? "JFK" : "CDG", "2026-12-01"));
    const capped = multi(...seven);
    expect(capped.ok && capped.requests).toHaveLength(6);
  });

  it("lists the problems in reading order", () => {
    // Distinct reasons: one key, told apart by their values.
    const r = (x: string): RuleMessage => ({ key: "search.rule.date", values: { x } });
    const xs = (list: RuleMessage[]) => list.map((p) => p.values?.x);
    expect(
      xs(
        problemList({
          legs: [{ from: r("a"), to: r("b"), date: r("c") }, { date: r("d") }],
          returnDate: r("e"),
          adults: r("f"),
        }),
      ),
    ).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(problemList({ legs: [{}] })).toEqual([]);
    // The same hint for several fields is said once (each field shows its own).
    expect(
      xs(
        problemList({
          legs: [
            { from: r("a"), to: r("a") },
            { from: r("a"), date: r("d") },
          ],
        }),
      ),
    ).toEqual(["a", "d"]);
  });

  it("property: ok exactly when no field has a problem, and then every request is in the window", () => {
    const code = fc.constantFrom("JFK", "LGA", "NYC", "CDG", "ORY", "FCO", null);
    const date = fc.constantFrom("2026-11-20", "2026-11-22", "2026-12-01", "2027-11-23", "2027-11-24", "soon", "");
    fc.assert(
      fc.property(
        fc.constantFrom("oneway", "roundtrip", "multicity" as const),
        fc.array(fc.record({ from: code, to: code, date }), { minLength: 1, maxLength: 7 }),
        date,
        fc.oneof(fc.integer({ min: -2, max: 12 }), fc.string()),
        (tripType, legs, returnDate, adults) => {
          const check = checkSearch({ tripType, legs, returnDate, adults }, NOW);
          const listed = problemList(check.problems);
          expect(check.ok).toBe(listed.length === 0 && (tripType !== "multicity" || legs.length >= 2));
          if (!check.ok) return;
          for (const r of check.requests) {
            expect(r.date >= WINDOW.earliest && r.date <= WINDOW.latest).toBe(true);
            expect(ruleSays(samePlaceProblem(r.from, r.to))).toBeNull();
            expect(r.adults).toBeGreaterThanOrEqual(1);
            expect(r.adults).toBeLessThanOrEqual(9);
          }
        },
      ),
    );
  });
});
