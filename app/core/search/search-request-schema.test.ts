import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import { searchDateWindow } from "./search-params";
import { createSearchRequestSchema } from "./search-request-schema";

const NOW = new Date("2026-11-21T15:00:00Z");
const schema = createSearchRequestSchema({ now: () => NOW, t: serverTranslator("en") });
const messageOf = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return `${issue?.path.join(".")}: ${issue?.message}`;
};

describe("searchRequestSchema", () => {
  it("adults alone (the original query) still searches as before: 0 children, 0 infants, economy", () => {
    expect(schema.parse({ from: "JFK", to: "CDG", date: "2026-12-20", adults: "3" })).toMatchObject({
      adults: 3,
      children: 0,
      infants: 0,
      cabin: "economy",
    });
    expect(
      schema.parse({
        from: "JFK",
        to: "CDG",
        date: "2026-12-20",
        adults: 2,
        children: "1",
        infants: 1,
        cabin: "FIRST",
      }),
    ).toMatchObject({ adults: 2, children: 1, infants: 1, cabin: "first" });
  });

  it("turns raw input into a SearchRequest", () => {
    expect(schema.parse({ from: "jfk", to: " cdg ", date: "12/20/2026", adults: "2" })).toEqual({
      from: "JFK",
      to: "CDG",
      date: "2026-12-20",
      tripType: "oneway",
      adults: 2,
      children: 0,
      infants: 0,
      cabin: "economy",
    });
    expect(
      schema.parse({ from: "JFK", to: "CDG", date: "2026-12-20", returnDate: "27/12/2026", tripType: "roundtrip" }),
    ).toEqual({
      from: "JFK",
      to: "CDG",
      date: "2026-12-20",
      returnDate: "2026-12-27",
      tripType: "roundtrip",
      adults: 1,
      children: 0,
      infants: 0,
      cabin: "economy",
    });
  });

  it("with the place index, a name standing for one place is taken; several name their codes; none says why", () => {
    const place = (code: string, name: string) => ({
      id: code,
      code,
      name,
      type: "city" as const,
      source: "t",
      region: "",
      country: "",
    });
    const places = (text: string) =>
      text === "londn"
        ? { kind: "one" as const, place: place("LON", "London") }
        : text === "paris"
          ? { kind: "several" as const, choices: [place("PAR", "Paris"), place("PRX", "Paris, Texas")] }
          : { kind: "none" as const, reason: "unknown" as const };
    const named = createSearchRequestSchema({ now: () => NOW, t: serverTranslator("en"), places });
    expect(named.parse({ from: "londn", to: "jfk", date: "2026-12-20" })).toMatchObject({ from: "LON", to: "JFK" });
    const several = named.safeParse({ from: "JFK", to: "paris", date: "2026-12-20" });
    expect(several.error?.issues[0]?.message).toBe(
      'names several places ("paris"): send the code of the one you mean: Paris (PAR) and Paris, Texas (PRX)',
    );
    const none = named.safeParse({ from: "Atlantis", to: "JFK", date: "2026-12-20" });
    expect(none.error?.issues[0]?.message).toMatch(/not "Atlantis"$/);
    // Without the index (the browser's rules), a name is not a code.
    expect(messageOf({ from: "londn", to: "JFK", date: "2026-12-20" })).toMatch(/^from: must be a 3-letter IATA/);
  });

  it("ignores a return date on one-way searches", () => {
    expect(schema.parse({ from: "JFK", to: "CDG", date: "2026-12-20", returnDate: "2026-12-27" })).not.toHaveProperty(
      "returnDate",
    );
    expect(schema.parse({ from: "JFK", to: "CDG", date: "2026-12-20", returnDate: "" }).tripType).toBe("oneway");
  });

  it("rejects bad input with a message naming the field", () => {
    expect(messageOf({ to: "CDG", date: "2026-12-20" })).toBe("from: is required");
    expect(messageOf({ from: "JFKX", to: "CDG", date: "2026-12-20" })).toMatch(/^from: must be a 3-letter IATA/);
    expect(messageOf({ from: "JFK", to: "", date: "2026-12-20" })).toMatch(/^to: is required/);
    // The search rules are search-rules.ts's, word for word (search-rules.test.ts covers each).
    expect(messageOf({ from: "JFK", to: "NYC", date: "2026-12-20" })).toBe(
      "to: JFK and NYC are in the same city: choose a destination in another city.",
    );
    expect(messageOf({ from: "LHR", to: "LGW", date: "2026-12-20" })).toMatch(/same city/);
    expect(messageOf({ from: "JFK", to: "JFK", date: "2026-12-20" })).toBe(
      "to: The destination must differ from the origin (JFK).",
    );
    expect(messageOf({ from: "JFK", to: "CDG", date: "31/02/2027" })).toBe("date: Choose a valid date.");
    expect(messageOf({ from: "JFK", to: "CDG", date: "2026-11-19" })).toBe(
      "date: The departure date 2026-11-19 is in the past.",
    );
    expect(messageOf({ from: "JFK", to: "CDG", date: "2027-11-22" })).toBe(
      "date: The departure date 2027-11-22 is more than a year ahead: the latest is 2027-11-21.",
    );
    expect(messageOf({ from: "JFK", to: "CDG", date: "2026-12-20", tripType: "roundtrip" })).toBe(
      "returnDate: Choose a return date, or switch to One Way.",
    );
    expect(
      messageOf({ from: "JFK", to: "CDG", date: "2026-12-20", tripType: "roundtrip", returnDate: "2026-12-19" }),
    ).toBe("returnDate: The return date 2026-12-19 is before the departure date 2026-12-20.");
    expect(messageOf({ from: "JFK", to: "CDG", date: "2026-12-20", tripType: "weekly" })).toBe(
      "tripType: must be oneway, roundtrip or multicity",
    );
    expect(messageOf({ from: "JFK", to: "CDG", date: "2026-12-20", adults: 10 })).toBe(
      "adults: One booking holds at most 9 passengers.",
    );
    expect(messageOf({ from: "JFK", to: "CDG", date: "2026-12-20", adults: 2, children: 8 })).toBe(
      "children: One booking holds at most 9 seated travellers: adults and children together.",
    );
    expect(messageOf({ from: "JFK", to: "CDG", date: "2026-12-20", adults: 1, infants: 2 })).toBe(
      "infants: Each infant travels on an adult's lap: add an adult or remove an infant.",
    );
    expect(messageOf({ from: "JFK", to: "CDG", date: "2026-12-20", cabin: "cargo" })).toBe(
      "cabin: Choose a cabin: economy, premium economy, business or first.",
    );
    // One leg of a multi-city trip is checked as a one-way search and keeps its trip type.
    expect(schema.parse({ from: "JFK", to: "CDG", date: "2026-12-20", tripType: "multicity" }).tripType).toBe(
      "multicity",
    );
    expect(messageOf({ from: ["JFK"], to: "CDG", date: "2026-12-20" })).toMatch(/^from:/);
  });

  it("accepts today and yesterday-in-UTC while it is still that day somewhere (UTC−12)", () => {
    const window = searchDateWindow(NOW);
    expect(window).toEqual({ earliest: "2026-11-21", latest: "2027-11-21" });
    expect(searchDateWindow(new Date("2026-11-21T05:00:00Z")).earliest).toBe("2026-11-20");
    expect(schema.parse({ from: "JFK", to: "CDG", date: "2026-11-21" }).date).toBe("2026-11-21");
    expect(schema.parse({ from: "JFK", to: "CDG", date: "2027-11-21" }).date).toBe("2027-11-21");
  });

  it("property: never throws, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            from: fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z]{3}$/), fc.integer()),
            to: fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z]{3}$/)),
            date: fc.oneof(fc.string(), fc.constant("2026-12-20")),
            returnDate: fc.oneof(fc.string(), fc.constant("2026-12-27")),
            tripType: fc.oneof(fc.string(), fc.constantFrom("oneway", "roundtrip", "multicity")),
            adults: fc.oneof(fc.string(), fc.integer(), fc.double()),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const result = schema.safeParse(input);
          if (result.success) {
            expect(result.data.from).toMatch(/^[A-Z]{3}$/);
            expect(result.data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(result.data.adults).toBeGreaterThanOrEqual(1);
          } else {
            expect(result.error.issues[0]?.message.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
