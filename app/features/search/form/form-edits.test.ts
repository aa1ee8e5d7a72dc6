import { describe, expect, it } from "vitest";
import { tripTypeHref } from "./form-edits";
import { readSearchQuery } from "./form-state";

const NOW = new Date("2026-11-01T12:00:00Z");
const read = (query: string) => readSearchQuery(new URLSearchParams(query), NOW);

describe("form edits without JavaScript", () => {
  it("Add flight: one more flight starting where the last landed, nothing searched, nothing refused", () => {
    const q = read("tripType=multicity&from=JFK&to=CDG&date=2026-12-01&from=CDG&to=FCO&date=&edit=addFlight");
    expect(q.spec).toBeNull();
    expect(q.problems).toEqual([]);
    expect(q.form.legs.map((l) => [l.from.text, l.to.text, l.date])).toEqual([
      ["JFK", "CDG", "2026-12-01"],
      ["CDG", "FCO", ""],
      ["FCO", "", ""],
    ]);
  });

  it("Add flight stops at the rules' maximum of 6; Remove flight N removes that one but never below 2", () => {
    const six = Array.from({ length: 6 }, () => "from=A&to=B&date=").join("&");
    expect(read(`tripType=multicity&${six}&edit=addFlight`).form.legs).toHaveLength(6);
    const removed = read(
      "tripType=multicity&from=A&to=B&date=&from=B&to=C&date=&from=C&to=D&date=&edit=removeFlight-2",
    );
    expect(removed.form.legs.map((l) => l.from.text)).toEqual(["A", "C"]);
    expect(read("tripType=multicity&from=A&to=B&date=&from=B&to=C&date=&edit=removeFlight-1").form.legs).toHaveLength(
      2,
    );
  });

  it("a trip-type link keeps the page's fields and marks a filled form as an edit", () => {
    expect(tripTypeHref("/", "", "roundtrip")).toBe("/?tripType=roundtrip");
    const href = tripTypeHref(
      "/search",
      "?from=JFK&to=CDG&date=2026-12-01&tripType=oneway&edit=addFlight",
      "roundtrip",
    );
    const params = new URL(href, "https://x.test").searchParams;
    expect(params.get("tripType")).toBe("roundtrip");
    expect(params.get("edit")).toBe("tripType");
    const q = readSearchQuery(params, NOW);
    expect(q.form.tripType).toBe("roundtrip");
    // Not "Choose a return date, or switch to One Way.": the traveller has not searched yet.
    expect(q.problems).toEqual([]);
  });
});
