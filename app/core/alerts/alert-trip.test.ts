import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import { describeDates } from "./alert-dates";
import { checkTrip, describeTrip, PLAIN_TRIP, searchQuery, tripOf, tripSearch } from "./alert-trip";
import { checkSignup } from "./signup-schema";

const now = new Date("2026-11-23T12:00:00Z");
const window = { earliest: "2026-11-23", latest: "2027-11-23" };
const en = serverTranslator("en");
const nl = serverTranslator("nl");
const route = { email: "ann@example.com", origin: "NYC", destination: "PAR" };

describe("checkTrip: the trip an alert follows, by the search's rules", () => {
  it("reads a return trip with 2 adults, 1 child in business", () => {
    const input = { tripType: "roundtrip", returnDate: "2026-12-26", adults: "2", children: "1", cabin: "business" };
    expect(checkTrip(input, "2026-12-18", window, en)).toEqual({
      ok: true,
      trip: {
        tripType: "roundtrip",
        returnDate: "2026-12-26",
        tripLength: null,
        adults: 2,
        children: 1,
        infants: 0,
        cabin: "business",
      },
    });
  });

  it("absent fields mean one way, 1 adult, economy; a one-way trip drops a return day sent with it", () => {
    expect(checkTrip({}, null, window, en)).toEqual({ ok: true, trip: PLAIN_TRIP });
    expect(
      checkTrip({ tripType: "oneway", returnDate: "2026-12-26", tripLength: "7" }, "2026-12-18", window, en),
    ).toEqual({ ok: true, trip: PLAIN_TRIP });
  });

  it("a return by month or any day keeps a trip length; with a day, a length gives the return day", () => {
    const month = checkTrip({ tripType: "roundtrip", tripLength: "7" }, null, window, en);
    expect(month.ok && month.trip).toMatchObject({ returnDate: null, tripLength: 7 });
    const day = checkTrip({ tripType: "roundtrip", tripLength: "7" }, "2026-12-30", window, en);
    expect(day.ok && day.trip).toMatchObject({ returnDate: "2027-01-06", tripLength: null });
  });

  it("refuses what the search would refuse, a sentence per field", () => {
    const problems = (input: Record<string, unknown>, departDate: string | null = "2026-12-18") => {
      const check = checkTrip(input, departDate, window, en);
      return check.ok ? {} : check.problems;
    };
    expect(problems({ tripType: "roundtrip" })).toEqual({ returnDate: "Choose a return day, or switch to one way." });
    expect(problems({ tripType: "roundtrip", returnDate: "2026-12-10" })).toEqual({
      returnDate: "The return day 2026-12-10 is before the departure day 2026-12-18.",
    });
    expect(problems({ tripType: "roundtrip", returnDate: "2027-12-01" }).returnDate).toContain(
      "more than a year ahead",
    );
    expect(problems({ tripType: "roundtrip", returnDate: "2026-12-26" }, null).returnDate).toContain(
      "A return day needs a departure day.",
    );
    expect(problems({ tripType: "roundtrip" }, null).tripLength).toContain("enter how many days you stay");
    expect(problems({ tripType: "roundtrip", tripLength: "400" }, null).tripLength).toBe(
      "Enter the trip length as a whole number of days from 0 to 60.",
    );
    expect(problems({ tripType: "multicity" }).tripType).toContain("one way or return");
    expect(problems({ adults: "10" }).adults).toBe("One booking holds at most 9 passengers.");
    expect(problems({ adults: "5", children: "5" }).children).toContain("at most 9 seated travellers");
    expect(problems({ adults: "1", infants: "2" }).infants).toContain("on an adult's lap");
    expect(problems({ children: "two" }).children).toContain("whole number");
    expect(problems({ cabin: "luxury" }).cabin).toBe("Choose a cabin: economy, premium economy, business or first.");
  });

  it("says the reasons in Dutch on Dutch pages", () => {
    const check = checkTrip({ tripType: "roundtrip", adults: "1", infants: "2" }, "2026-12-18", window, nl);
    expect(check.ok ? {} : check.problems).toEqual({
      returnDate: "Kies een terugreisdatum, of kies enkele reis.",
      infants: "Elke baby reist op schoot bij een volwassene: voeg een volwassene toe of haal een baby weg.",
    });
  });

  it("checkSignup keeps the trip with the route, and names trip problems with the others", () => {
    const ok = checkSignup(
      {
        ...route,
        departDate: "2026-12-18",
        tripType: "roundtrip",
        returnDate: "2026-12-26",
        adults: "2",
        children: "1",
        cabin: "business",
      },
      en,
      now,
    );
    expect(ok.ok && ok.signup).toMatchObject({
      origin: "NYC",
      tripType: "roundtrip",
      returnDate: "2026-12-26",
      adults: 2,
      children: 1,
      cabin: "business",
    });
    const bad = checkSignup({ ...route, email: "nope", departDate: "2026-12-18", tripType: "roundtrip" }, en, now);
    expect(bad.ok ? {} : Object.keys(bad.problems).sort()).toEqual(["email", "returnDate"]);
  });
});

describe("the trip in a check and in words", () => {
  const trip = { ...PLAIN_TRIP, tripType: "roundtrip" as const, adults: 2, children: 1, cabin: "business" as const };

  it("searches the return, travellers and cabin; a length counts from each check's departure", () => {
    const request = tripSearch(
      { origin: "NYC", destination: "PAR" },
      { ...trip, returnDate: "2026-12-26" },
      "2026-12-18",
      window,
    );
    expect(request).toEqual({
      from: "NYC",
      to: "PAR",
      date: "2026-12-18",
      returnDate: "2026-12-26",
      tripType: "roundtrip",
      adults: 2,
      children: 1,
      infants: 0,
      cabin: "business",
    });
    expect(
      tripSearch({ origin: "NYC", destination: "PAR" }, { ...trip, tripLength: 7 }, "2027-03-01", window)?.returnDate,
    ).toBe("2027-03-08");
    // A return the search window would refuse is not searched.
    expect(
      tripSearch({ origin: "NYC", destination: "PAR" }, { ...trip, tripLength: 7 }, "2027-11-20", window),
    ).toBeNull();
    expect(searchQuery(request as NonNullable<typeof request>).toString()).toBe(
      "from=NYC&to=PAR&date=2026-12-18&tripType=roundtrip&returnDate=2026-12-26&adults=2&children=1&cabin=business",
    );
  });

  it("rows made before trips read as one way, 1 adult, economy", () => {
    expect(tripOf({})).toEqual(PLAIN_TRIP);
    expect(tripOf({ tripType: "roundtrip", tripLength: 7, adults: 2, cabin: "first" })).toMatchObject({
      tripLength: 7,
      cabin: "first",
    });
  });

  it("describes the trip and its dates in both languages", () => {
    expect(describeTrip(PLAIN_TRIP, en)).toBe("One way, 1 adult");
    expect(describeTrip(trip, en)).toBe("Return, 2 adults, 1 child, business");
    expect(describeTrip({ ...trip, infants: 1 }, nl)).toBe("Retour, 2 volwassenen, 1 kind, 1 baby, business");
    const dates = {
      departDate: "2026-12-18",
      departMonth: null,
      tripType: "roundtrip" as const,
      returnDate: "2026-12-26",
    };
    expect(describeDates(dates, en, "en")).toBe("leaving on Fri, Dec 18, 2026, back on Sat, Dec 26, 2026");
    expect(
      describeDates({ departDate: null, departMonth: "2027-03", tripType: "roundtrip", tripLength: 7 }, nl, "nl"),
    ).toBe("vertrek in maart 2027, 7 dagen later terug");
  });
});
