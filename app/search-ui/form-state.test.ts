import { describe, expect, it } from "vitest";
import {
  formStateFromParams,
  initialFormState,
  RETURN_BEFORE_DEPARTURE_HINT,
  searchFromParams,
  splitFreeText,
  toSearchParams,
  validateForm,
} from "./form-state";

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
    const v = validateForm(initialFormState());
    expect(v.valid).toBe(false);
    expect(v.legs[0]).toEqual({
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
          date: "01/12/2026",
        },
      ],
      adults: "0",
    };
    expect(toSearchParams(state)?.toString()).toBe("from=JFK&to=CDG&date=2026-01-12&tripType=oneway&adults=1");
  });

  it("adds returnDate only for valid return trips", () => {
    const base = {
      ...initialFormState(),
      tripType: "roundtrip" as const,
      legs: [{ from: { text: "Paris (CDG)", place: null }, to: { text: "lhr", place: null }, date: "2026-12-01" }],
    };
    expect(toSearchParams({ ...base, returnDate: "2026-12-08" })?.get("returnDate")).toBe("2026-12-08");
    expect(toSearchParams({ ...base, returnDate: "nonsense" })?.has("returnDate")).toBe(false);
    expect(validateForm({ ...base, returnDate: "2026-11-01" }).returnDate).toBe(RETURN_BEFORE_DEPARTURE_HINT);
    expect(toSearchParams({ ...base, tripType: "oneway", returnDate: "2026-12-08" })?.has("returnDate")).toBe(false);
  });

  it("round-trips multi-city legs through the URL", () => {
    const params = new URLSearchParams(
      "tripType=multicity&from=JFK&to=CDG&date=2026-12-01&from=CDG&to=FCO&date=2026-12-05&adults=2",
    );
    const s = searchFromParams(params);
    expect(s?.legs).toEqual([
      { from: "JFK", to: "CDG", date: "2026-12-01" },
      { from: "CDG", to: "FCO", date: "2026-12-05" },
    ]);
    expect(toSearchParams(formStateFromParams(params))?.toString()).toBe(
      "from=JFK&to=CDG&date=2026-12-01&from=CDG&to=FCO&date=2026-12-05&tripType=multicity&adults=2",
    );
  });

  it("a multi-city search needs every leg valid", () => {
    const params = new URLSearchParams("tripType=multicity&from=JFK&to=CDG&date=2026-12-01");
    expect(searchFromParams(params)).toBeNull();
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
