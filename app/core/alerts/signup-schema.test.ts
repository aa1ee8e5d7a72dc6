import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import { PLAIN_TRIP } from "./alert-trip";
import { checkSignup } from "./signup-schema";

const now = new Date("2026-11-23T12:00:00Z");
const t = serverTranslator("en");
const valid = { email: " Ann@Example.com ", origin: "London (LHR)", destination: "JFK" };

describe("checkSignup", () => {
  it("reads a route with codes resolved and the address in lower case; empty optional fields are null", () => {
    expect(checkSignup({ ...valid, departDate: "", departMonth: "", maxPrice: "" }, t, now)).toEqual({
      ok: true,
      signup: {
        email: "ann@example.com",
        origin: "LHR",
        destination: "JFK",
        departDate: null,
        departMonth: null,
        maxPrice: null,
        // No trip fields: one way, 1 adult, economy (alert-trip.ts).
        ...PLAIN_TRIP,
      },
    });
  });

  it("takes a day or a month and a whole-dollar max price", () => {
    const day = checkSignup({ ...valid, departDate: "2027-01-05", maxPrice: "450" }, t, now);
    expect(day.ok && day.signup).toMatchObject({ departDate: "2027-01-05", maxPrice: 450 });
    const month = checkSignup({ ...valid, departMonth: "2027-03" }, t, now);
    expect(month.ok && month.signup).toMatchObject({ departMonth: "2027-03", departDate: null });
  });

  it("says what is wrong with each field", () => {
    const result = checkSignup(
      { email: "ann@", origin: "London", destination: "LHR", departDate: "2026-11-01", maxPrice: "12.5" },
      t,
      now,
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        email: "Enter an e-mail address such as name@example.com.",
        origin: "Enter where you fly from. Choose a suggestion to lock a valid IATA code.",
        departDate: "The departure date 2026-11-01 is in the past.",
        maxPrice: "Enter the most you would pay as a whole number of US dollars, or leave it empty.",
      },
    });
  });

  it("refuses the same city, a day and a month together, past months and prices out of range", () => {
    const result = checkSignup(
      { ...valid, destination: "LGW", departDate: "2027-01-05", departMonth: "2027-01", maxPrice: "0" },
      t,
      now,
    );
    expect(result.ok ? null : result.problems).toEqual({
      destination: "LHR and LGW are in the same city: choose a destination in another city.",
      departMonth: "Choose either a day or a month, not both.",
      maxPrice: "The most you would pay must be at least 1 US dollar.",
    });
    expect(checkSignup({ ...valid, departMonth: "2026-10" }, t, now)).toMatchObject({
      problems: { departMonth: "The month 2026-10 is in the past." },
    });
    expect(checkSignup({ ...valid, departMonth: "2026-13" }, t, now)).toMatchObject({
      problems: { departMonth: "Choose a month such as 2027-03." },
    });
    expect(checkSignup({ ...valid, maxPrice: "100001" }, t, now)).toMatchObject({
      problems: { maxPrice: "The most you would pay must be at most 100000 US dollars." },
    });
    expect(checkSignup({ origin: "LHR", destination: "JFK" }, t, now)).toMatchObject({
      problems: { email: "Enter your e-mail address." },
    });
  });

  it("says it in Dutch on a Dutch page, with the same rules", () => {
    const result = checkSignup(
      { email: "ann@", origin: "Londen", destination: "LGW", departDate: "2026-11-01", maxPrice: "12.5" },
      serverTranslator("nl"),
      now,
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        email: "Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.",
        origin: "Vul in waar je vandaan vliegt. Kies een suggestie, dan weten we zeker dat de IATA-code klopt.",
        departDate: "De vertrekdatum 2026-11-01 ligt in het verleden.",
        maxPrice: "Vul je maximumprijs in als heel bedrag in Amerikaanse dollars, of laat het veld leeg.",
      },
    });
    expect(
      checkSignup(
        { ...valid, destination: "LGW", departDate: "2027-01-05", departMonth: "2027-01" },
        serverTranslator("nl"),
        now,
      ),
    ).toMatchObject({
      problems: {
        destination: "LHR en LGW liggen in dezelfde stad: kies een bestemming in een andere stad.",
        departMonth: "Kies een dag of een maand, niet allebei.",
      },
    });
  });
});
