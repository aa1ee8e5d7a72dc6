import { describe, expect, it } from "vitest";
import { ruleSays, said } from "../../../tests/support/rules";
import { serverTranslator } from "../../i18n/catalogue.server";
import { createSearchRequestSchema } from "./search-request-schema";
import { checkSearch, TOO_MANY_ADULTS, TOO_MANY_INFANTS } from "./search-rules";

/** The search rules on a Dutch page: dates typed day first, every reason in Dutch. */

// 10:00 UTC on 23 November: at UTC−12 it is still the 22nd, the earliest day.
const NOW = new Date("2026-11-23T10:00:00Z");
const dutch = (legs: { from: string | null; to: string | null; date: string }[], extra: object = {}) =>
  checkSearch({ tripType: "oneway", legs, ...extra }, NOW, "nl");
const leg = (date: string, from: string | null = "AMS", to: string | null = "JFK") => ({ from, to, date });

describe("dates typed on a Dutch page", () => {
  it("today typed dd-mm-jjjj or dd/mm/jjjj searches that very day", () => {
    for (const typed of ["23-11-2026", "23/11/2026", "23.11.2026", "2026-11-23", "ma 23 nov. 2026"]) {
      const check = dutch([leg(typed)]);
      expect(check.ok, typed).toBe(true);
      expect(check.ok && check.requests[0]?.date, typed).toBe("2026-11-23");
    }
  });

  it("reads 05/12/2026 as 5 December, where an English page reads 12 May (in the past)", () => {
    const check = dutch([leg("05/12/2026")]);
    expect(check.ok && check.requests[0]?.date).toBe("2026-12-05");
    const english = checkSearch({ tripType: "oneway", legs: [leg("05/12/2026")] }, NOW);
    expect(said(english.problems.legs[0]?.date)).toBe("The departure date 2026-05-12 is in the past.");
  });

  it("refuses a day that does not exist or cannot be read, with the format to use", () => {
    for (const typed of ["31-02-2027", "18-13-2026", "18-12-26", "morgen", "12/31/2026"]) {
      expect(ruleSays(dutch([leg(typed)]).problems.legs[0]?.date, "nl"), typed).toBe(
        "Vul een geldige datum in als dd-mm-jjjj, bijvoorbeeld 18-12-2026.",
      );
    }
  });

  it("names the days in the reasons as they are typed, day first", () => {
    expect(said(dutch([leg("21-11-2026")]).problems, "nl")).toEqual({
      legs: [{ date: "De vertrekdatum 21-11-2026 ligt in het verleden." }],
    });
    expect(said(dutch([leg("24-11-2027")]).problems.legs[0]?.date, "nl")).toBe(
      "De vertrekdatum 24-11-2027 ligt meer dan een jaar vooruit: je kunt zoeken tot en met 23-11-2027.",
    );
    const back = dutch([leg("01-12-2026")], { tripType: "roundtrip", returnDate: "30/11/2026" });
    expect(said(back.problems.returnDate, "nl")).toBe(
      "De terugreisdatum 30-11-2026 ligt vóór de vertrekdatum 01-12-2026.",
    );
    const multi = checkSearch(
      { tripType: "multicity", legs: [leg("05-12-2026"), leg("01-12-2026", "JFK", "AMS")] },
      NOW,
      "nl",
    );
    expect(said(multi.problems.legs[1]?.date, "nl")).toBe(
      "Vlucht 2 vertrekt op 01-12-2026, eerder dan vlucht 1 op 05-12-2026: zet de vluchten op volgorde van datum.",
    );
  });
});

describe("every other reason in Dutch", () => {
  it("places, travellers and the return date", () => {
    expect(said(dutch([leg("01-12-2026", null, "AMS")]).problems.legs[0], "nl")).toEqual({
      from: "Kies een suggestie uit de lijst, zodat we de juiste IATA-code hebben.",
    });
    expect(said(dutch([leg("01-12-2026", "AMS", "ams")]).problems.legs[0]?.to, "nl")).toBe(
      "Je bestemming moet anders zijn dan je vertrekplaats (AMS).",
    );
    expect(said(dutch([leg("01-12-2026", "JFK", "LGA")]).problems.legs[0]?.to, "nl")).toBe(
      "JFK en LGA liggen in dezelfde stad: kies een bestemming in een andere stad.",
    );
    expect(ruleSays(TOO_MANY_ADULTS, "nl")).toBe("In één boeking passen maximaal 9 passagiers.");
    expect(ruleSays(TOO_MANY_INFANTS, "nl")).toBe(
      "Een baby reist bij een volwassene op schoot: voeg een volwassene toe of haal een baby weg.",
    );
    const travellers = dutch([leg("01-12-2026")], { adults: 2, children: 8, infants: "x", cabin: "cargo" }).problems;
    expect(said(travellers, "nl")).toMatchObject({
      children: "In één boeking passen maximaal 9 reizigers met een eigen stoel: volwassenen en kinderen samen.",
      infants: "Vul het aantal baby's in als heel getal, bijvoorbeeld 0 of 1.",
      cabin: "Kies een reisklasse: economy, premium economy, business of first.",
    });
    expect(said(dutch([leg("01-12-2026")], { tripType: "roundtrip" }).problems.returnDate, "nl")).toBe(
      "Kies een terugreisdatum of kies enkele reis.",
    );
  });
});

describe("the server's schema on behalf of a Dutch page", () => {
  const schema = createSearchRequestSchema({ now: () => NOW, locale: "nl", t: serverTranslator("nl") });
  const messageOf = (input: unknown) => {
    const result = schema.safeParse(input);
    const issue = result.success ? undefined : result.error.issues[0];
    return issue && `${issue.path.join(".")}: ${issue.message}`;
  };

  it("reads Dutch dates and answers in Dutch", () => {
    expect(schema.parse({ from: "AMS", to: "JFK", date: "18-12-2026" }).date).toBe("2026-12-18");
    expect(schema.parse({ from: "AMS", to: "JFK", date: "05/12/2026" }).date).toBe("2026-12-05");
    expect(messageOf({ from: "AMS", to: "JFK", date: "21-11-2026" })).toBe(
      "date: De vertrekdatum 21-11-2026 ligt in het verleden.",
    );
    expect(messageOf({ to: "JFK", date: "18-12-2026" })).toBe("from: is verplicht");
    expect(messageOf({ from: "AMSX", to: "JFK", date: "18-12-2026" })).toBe(
      'from: moet een IATA-code van 3 letters zijn voor een luchthaven of stad, zoals AMS, of een plaatsnaam die we kennen, niet "AMSX"',
    );
    expect(messageOf({ from: "AMS", to: "JFK", date: "18-12-2026", tripType: "weekly" })).toBe(
      "tripType: moet oneway, roundtrip of multicity zijn",
    );
  });
});
