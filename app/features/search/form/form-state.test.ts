import { describe, expect, it } from "vitest";
import { said } from "../../../../tests/support/rules";
import { searchDateWindow } from "../../../core/search/search-params";
import { checkSearch } from "../../../core/search/search-rules";
import {
  datePickers,
  formStateFromParams,
  initialFormState,
  type LegState,
  placeLabel,
  readSearchQuery,
  searchFromParams,
  setLegDestination,
  splitFreeText,
  toSearchParams,
  validateForm,
  withPlaceNames,
} from "./form-state";

const NOW = new Date("2026-11-23T10:00:00Z");

const place = (code: string) => ({
  id: code,
  name: code,
  code,
  type: "airport" as const,
  source: "test",
  region: "",
  country: "",
});

describe("search form validation", () => {
  it("shows both hints for an empty form and keeps submit disabled", () => {
    const v = validateForm(initialFormState(), NOW);
    expect(v.valid).toBe(false);
    expect(said(v.legs[0])).toEqual({
      from: "Choose a suggestion to lock a valid IATA code.",
      to: "Choose a suggestion to lock a valid IATA code.",
      date: "Choose a valid date.",
    });
  });

  it("builds the hero query from chosen suggestions", () => {
    const state = {
      ...initialFormState(),
      legs: [
        {
          from: { text: "New York", place: place("JFK") },
          to: { text: "Paris", place: place("CDG") },
          date: "12/01/2026",
        },
      ],
      adults: "0",
    };
    expect(toSearchParams(state, validateForm(state, NOW))?.toString()).toBe(
      "from=JFK&to=CDG&date=2026-12-01&tripType=oneway&adults=1",
    );
  });

  it("the browser form sends a typed name for the server to resolve; the server's reading still wants codes", () => {
    const state = {
      ...initialFormState(),
      legs: [{ from: { text: " londn ", place: null }, to: { text: "Paris (CDG)", place: null }, date: "2026-12-01" }],
    };
    const browser = validateForm(state, NOW, "en", { typedNames: true });
    expect(browser.legs[0]).toEqual({});
    const sent = (form: typeof state) =>
      toSearchParams(form, validateForm(form, NOW, "en", { typedNames: true }), { typedNames: true })?.toString();
    expect(sent(state)).toBe("from=londn&to=CDG&date=2026-12-01&tripType=oneway&adults=1");
    // A name is not read for a three-letter word in it ("new" is not NEW); a bare code is a code.
    const newYork = {
      ...state,
      legs: [{ from: { text: "new york", place: null }, to: { text: "cdg", place: null }, date: "2026-12-01" }],
    };
    expect(sent(newYork)).toBe("from=new+york&to=CDG&date=2026-12-01&tripType=oneway&adults=1");
    expect(said(validateForm(state, NOW).legs[0]?.from)).toBe("Choose a suggestion to lock a valid IATA code.");
    const empty = { ...state, legs: [{ ...state.legs[0], from: { text: "  ", place: null } }] } as typeof state;
    expect(said(validateForm(empty, NOW, "en", { typedNames: true }).legs[0]?.from)).toBe(
      "Choose a suggestion to lock a valid IATA code.",
    );
  });

  it("a return trip needs a valid return date on or after the departure; one way never sends one", () => {
    const base = {
      ...initialFormState(),
      tripType: "roundtrip" as const,
      legs: [{ from: { text: "Paris (CDG)", place: null }, to: { text: "lhr", place: null }, date: "2026-12-01" }],
    };
    const params = (state: typeof base) => toSearchParams(state, validateForm(state, NOW));
    expect(params({ ...base, returnDate: "2026-12-08" })?.get("returnDate")).toBe("2026-12-08");
    expect(params({ ...base, returnDate: "nonsense" })).toBeNull();
    expect(said(validateForm({ ...base, returnDate: "nonsense" }, NOW).returnDate)).toBe("Choose a valid date.");
    expect(params({ ...base, returnDate: "" })).toBeNull();
    expect(said(validateForm({ ...base, returnDate: "" }, NOW).returnDate)).toBe(
      "Choose a return date, or switch to One Way.",
    );
    expect(params({ ...base, returnDate: "2026-11-30" })).toBeNull();
    expect(said(validateForm({ ...base, returnDate: "2026-11-30" }, NOW).returnDate)).toBe(
      "The return date 2026-11-30 is before the departure date 2026-12-01.",
    );
    expect(params({ ...base, tripType: "oneway", returnDate: "2026-12-08" } as never)?.has("returnDate")).toBe(false);
  });

  it("blocks a search the rules refuse, with the reason on the field", () => {
    const leg = (from: string, to: string, date: string) => ({
      from: { text: from, place: null },
      to: { text: to, place: null },
      date,
    });
    const form = (from: string, to: string, date: string) =>
      said(validateForm({ ...initialFormState(), legs: [leg(from, to, date)] }, NOW));
    expect(form("CDG", "CDG", "2026-12-01")).toMatchObject({
      valid: false,
      legs: [{ to: "The destination must differ from the origin (CDG)." }],
    });
    expect(form("JFK", "LGA", "2026-12-01").legs[0]?.to).toBe(
      "JFK and LGA are in the same city: choose a destination in another city.",
    );
    expect(form("JFK", "CDG", "2026-11-20").legs[0]?.date).toBe("The departure date 2026-11-20 is in the past.");
    expect(form("JFK", "CDG", "2027-11-24").legs[0]?.date).toBe(
      "The departure date 2027-11-24 is more than a year ahead: the latest is 2027-11-23.",
    );
    expect(
      said(validateForm({ ...initialFormState(), legs: [leg("JFK", "CDG", "2026-12-01")], adults: "10" }, NOW)),
    ).toMatchObject({ valid: false, adults: "One booking holds at most 9 passengers." });
    expect(form("JFK", "CDG", "2026-12-01")).toMatchObject({ valid: true, legs: [{}] });
  });

  it("multi city: picking a destination starts the next flight there, unless it already has an origin", () => {
    const cdg = { text: "Paris (CDG)", place: place("CDG") };
    const multi = { ...initialFormState(), tripType: "multicity" as const };
    const next = setLegDestination(multi, 0, cdg);
    expect(next.legs[0]?.to).toEqual(cdg);
    expect(next.legs[1]?.from).toEqual(cdg);
    // Typing (no suggestion picked yet) does not carry over.
    expect(setLegDestination(multi, 0, { text: "Par", place: null }).legs[1]?.from.text).toBe("");
    const [first, second] = next.legs as [LegState, LegState];
    const filled = setLegDestination(
      { ...multi, legs: [first, { ...second, from: { text: "ORY", place: null } }] },
      0,
      {
        text: "Paris (CDG)",
        place: place("CDG"),
      },
    );
    expect(filled.legs[1]?.from.text).toBe("ORY");
    // One way: only the one leg changes.
    expect(setLegDestination(initialFormState(), 0, cdg).legs).toHaveLength(1);
  });

  it("multi city: flights must be in date order", () => {
    const params = new URLSearchParams(
      "tripType=multicity&from=JFK&to=CDG&date=2026-12-05&from=CDG&to=FCO&date=2026-12-01&adults=1",
    );
    expect(searchFromParams(params, NOW)).toBeNull();
    expect(said(readSearchQuery(params, NOW).problems)).toEqual([
      "Flight 2 leaves on 2026-12-01, before flight 1 on 2026-12-05: put the flights in date order.",
    ]);
  });

  it("multi city: a flight's date picker offers no day before the previous flight's date", () => {
    const window = searchDateWindow(NOW);
    const state = formStateFromParams(
      new URLSearchParams(
        "tripType=multicity&from=JFK&to=CDG&date=2026-12-05&from=CDG&to=FCO&date=&from=FCO&to=MAD&date=2026-12-09",
      ),
    );
    const pickers = datePickers(state, window);
    expect(pickers.legs.map((l) => l.earliest)).toEqual([window.earliest, "2026-12-05", "2026-12-05"]);
    for (const leg of pickers.legs) expect(leg.latest).toBe(window.latest);
    // The first day offered is one the shared rules accept, and the day before it is not.
    const withSecond = (date: string) =>
      checkSearch(
        {
          tripType: "multicity",
          legs: [
            { from: "JFK", to: "CDG", date: "2026-12-05" },
            { from: "CDG", to: "FCO", date },
          ],
        },
        NOW,
      );
    expect(withSecond(pickers.legs[1]?.earliest ?? "").ok).toBe(true);
    expect(withSecond("2026-12-04").ok).toBe(false);
    // A date the third flight has does not move the pickers before it; one way and return ignore leg order.
    const later = datePickers(
      { ...state, legs: state.legs.map((l, i) => (i === 1 ? { ...l, date: "2026-12-07" } : l)) },
      window,
    );
    expect(later.legs[2]?.earliest).toBe("2026-12-07");
    expect(datePickers({ ...state, tripType: "oneway" }, window).legs.map((l) => l.earliest)).toEqual([
      window.earliest,
    ]);
    // A previous date in the past never opens days before the window.
    const past = datePickers(
      { ...state, legs: state.legs.map((l, i) => (i === 0 ? { ...l, date: "2026-01-01" } : l)) },
      window,
    );
    expect(past.legs[1]?.earliest).toBe(window.earliest);
  });

  it("a return date picker offers no day before the departure", () => {
    const window = searchDateWindow(NOW);
    const state = formStateFromParams(new URLSearchParams("tripType=roundtrip&from=JFK&to=CDG&date=2026-12-05"));
    expect(datePickers(state, window).returnDate).toEqual({ earliest: "2026-12-05", latest: window.latest });
    expect(datePickers({ ...state, legs: [] }, window).returnDate.earliest).toBe(window.earliest);
  });

  it("a shared link that breaks a rule gives the reasons; an incomplete one gives none", () => {
    const bad = readSearchQuery(new URLSearchParams("from=JFK&to=JFK&date=2026-11-20"), NOW);
    expect(bad.spec).toBeNull();
    expect(said(bad.problems)).toEqual([
      "The destination must differ from the origin (JFK).",
      "The departure date 2026-11-20 is in the past.",
    ]);
    expect(bad.form.legs[0]?.to.text).toBe("JFK");
    expect(readSearchQuery(new URLSearchParams("from=JFK&to=CDG"), NOW)).toMatchObject({ spec: null, problems: [] });
    expect(readSearchQuery(new URLSearchParams("from=JFK&to=CDG&date=2026-12-01"), NOW)).toMatchObject({
      spec: { legs: [{ from: "JFK", to: "CDG", date: "2026-12-01" }] },
      problems: [],
    });
  });

  it("round-trips multi-city legs through the URL", () => {
    const params = new URLSearchParams(
      "tripType=multicity&from=JFK&to=CDG&date=2026-12-01&from=CDG&to=FCO&date=2026-12-05&adults=2",
    );
    const s = searchFromParams(params, NOW);
    expect(s?.legs).toEqual([
      { from: "JFK", to: "CDG", date: "2026-12-01" },
      { from: "CDG", to: "FCO", date: "2026-12-05" },
    ]);
    const state = formStateFromParams(params);
    expect(toSearchParams(state, validateForm(state, NOW))?.toString()).toBe(
      "from=JFK&to=CDG&date=2026-12-01&from=CDG&to=FCO&date=2026-12-05&tripType=multicity&adults=2",
    );
  });

  it("a multi-city search needs every leg valid", () => {
    const params = new URLSearchParams("tripType=multicity&from=JFK&to=CDG&date=2026-12-01");
    expect(searchFromParams(params, NOW)).toBeNull();
  });

  it("reads the SearchAction's free text q", () => {
    expect(splitFreeText("JFK to CDG")).toEqual({ from: "JFK", to: "CDG" });
    expect(splitFreeText("New York - Paris")).toEqual({ from: "New York", to: "Paris" });
    expect(splitFreeText("flights jfk cdg")).toEqual({ from: "jfk", to: "cdg" });
    const state = formStateFromParams(new URLSearchParams("q=JFK%20to%20CDG"));
    expect(state.legs[0]?.from.text).toBe("JFK");
    expect(state.legs[0]?.to.text).toBe("CDG");
  });
});

describe("the form after a search", () => {
  it("shows each place by name and code, and still searches the same codes", () => {
    const form = formStateFromParams(new URLSearchParams("from=nyc&to=CDG&date=2026-12-20&tripType=oneway&adults=1"));
    const named = withPlaceNames(form, {
      NYC: { ...place("NYC"), name: "New York", type: "city" as const },
      CDG: { ...place("CDG"), name: "Paris Charles de Gaulle Airport" },
    });
    expect(named.legs[0]?.from.text).toBe("New York (NYC)");
    expect(named.legs[0]?.to.text).toBe("Paris Charles de Gaulle (CDG)");
    expect(validateForm(named, NOW).requests[0]).toMatchObject({ from: "NYC", to: "CDG" });
    expect(placeLabel({ ...place("LAX"), name: "Los Angeles International Airport" })).toBe("Los Angeles (LAX)");
    expect(placeLabel({ ...place("XXX"), name: "Airport" })).toBe("Airport (XXX)");
    // A code the server could not name stays as typed.
    expect(withPlaceNames(form, {}).legs[0]?.from).toEqual({ text: "nyc", place: null });
  });
});

describe("travellers and cabin in the URL", () => {
  it("round-trips children, infants and cabin; adults alone (the original query) means 0, 0 and economy", () => {
    const query = "from=JFK&to=CDG&date=2026-12-01&tripType=oneway&adults=2&children=1&infants=1&cabin=premium_economy";
    const form = formStateFromParams(new URLSearchParams(query));
    expect(form).toMatchObject({ adults: "2", children: "1", infants: "1", cabin: "premium_economy" });
    expect(toSearchParams(form, validateForm(form, NOW))?.toString()).toBe(query);
    expect(searchFromParams(new URLSearchParams(query), NOW)).toMatchObject({
      adults: 2,
      children: 1,
      infants: 1,
      cabin: "premium_economy",
    });
    expect(searchFromParams(new URLSearchParams("from=JFK&to=CDG&date=2026-12-01&adults=3"), NOW)).toMatchObject({
      adults: 3,
      children: 0,
      infants: 0,
      cabin: "economy",
    });
  });

  it("refuses a bad combination with the rules' sentence", () => {
    const read = readSearchQuery(new URLSearchParams("from=JFK&to=CDG&date=2026-12-01&adults=1&infants=2"), NOW);
    expect(read.spec).toBeNull();
    expect(said(read.problems)).toEqual(["Each infant travels on an adult's lap: add an adult or remove an infant."]);
    const form = { ...formStateFromParams(new URLSearchParams("from=JFK&to=CDG&date=2026-12-01")), children: "9" };
    expect(said(validateForm(form, NOW))).toMatchObject({
      valid: false,
      children: "One booking holds at most 9 seated travellers: adults and children together.",
    });
  });
});
