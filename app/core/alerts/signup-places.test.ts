import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import type { PlaceResolution } from "../places/resolve-place";
import type { Place } from "../search/types";
import { checkSignup, type PlaceResolver } from "./signup-schema";

const now = new Date("2026-11-23T12:00:00Z");
const place = (code: string, type: Place["type"] = "airport"): Place => ({
  id: `${type}:${code}`,
  name: code,
  code,
  type,
  source: "offline",
  region: "",
  country: "",
});
/** A stand-in for the server's resolvePlaceText. */
const places: PlaceResolver = (text): PlaceResolution => {
  const known: Record<string, PlaceResolution> = {
    london: { kind: "one", place: place("LON", "city") },
    londn: { kind: "one", place: place("LON", "city") },
    "new york": { kind: "one", place: place("NYC", "city") },
    springfield: { kind: "several", choices: [place("SGF"), place("SPI")] },
  };
  if (/^[A-Z]{3}$/.test(text.trim())) return { kind: "one", place: place(text.trim()) };
  return known[text.trim().toLowerCase()] ?? { kind: "none", reason: "unknown" };
};

describe("checkSignup with the place resolver (the server's)", () => {
  it("takes a name or a typo as its place's code", () => {
    const result = checkSignup(
      { email: "a@example.com", origin: "londn", destination: "New York" },
      serverTranslator("en"),
      now,
      places,
    );
    expect(result).toMatchObject({ ok: true, signup: { origin: "LON", destination: "NYC" } });
  });

  it("asks to choose among several places, with the choices, and says why none matches, in Dutch too", () => {
    const en = checkSignup(
      { email: "a@example.com", origin: "springfield", destination: "qwxz" },
      serverTranslator("en"),
      now,
      places,
    );
    expect(en).toEqual({
      ok: false,
      problems: {
        origin: "Several places to fly from are called “springfield”: choose one.",
        destination:
          "We know no city or airport called “qwxz” to fly to: check the spelling, or type its 3-letter airport code.",
        choices: { origin: [place("SGF"), place("SPI")] },
      },
    });
    const nl = checkSignup(
      { email: "a@example.com", origin: "london", destination: "springfield" },
      serverTranslator("nl"),
      now,
      places,
    );
    expect(nl.ok === false && nl.problems.destination).toBe(
      "Er zijn meerdere bestemmingen met de naam ‘springfield’: kies er een.",
    );
  });

  it("keeps the search's same-city rule after resolving", () => {
    const result = checkSignup(
      { email: "a@example.com", origin: "london", destination: "LHR" },
      serverTranslator("en"),
      now,
      places,
    );
    expect(result.ok === false && result.problems.destination).toMatch(/same city/);
  });
});
