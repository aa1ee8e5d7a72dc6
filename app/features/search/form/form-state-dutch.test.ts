import { describe, expect, it } from "vitest";
import { said } from "../../../../tests/support/rules";
import {
  formStateFromParams,
  initialFormState,
  readSearchQuery,
  searchFromParams,
  toSearchParams,
  validateForm,
  withTypedDates,
} from "./form-state";

const NOW = new Date("2026-11-23T10:00:00Z");

describe("the form on a Dutch page", () => {
  const dutchForm = (date: string, returnDate = "") => ({
    ...initialFormState(),
    tripType: (returnDate ? "roundtrip" : "oneway") as "roundtrip" | "oneway",
    legs: [{ from: { text: "Amsterdam (AMS)", place: null }, to: { text: "JFK", place: null }, date }],
    returnDate,
  });

  it("reads dates typed day first and sends them as ISO in the URL", () => {
    const state = dutchForm("18-12-2026", "02/01/2027");
    const params = toSearchParams(state, validateForm(state, NOW, "nl"));
    expect(params?.get("date")).toBe("2026-12-18");
    expect(params?.get("returnDate")).toBe("2027-01-02");
    // On an English page the same 02/01/2027 is 1 February.
    expect(validateForm(dutchForm("18-12-2026", "02/01/2027"), NOW).requests[0]?.returnDate).toBe("2027-02-01");
  });

  it("says why in Dutch, naming days as they are typed", () => {
    expect(said(validateForm(dutchForm("21-11-2026"), NOW, "nl").legs[0], "nl")).toEqual({
      date: "De vertrekdatum 21-11-2026 ligt in het verleden.",
    });
    expect(said(validateForm(dutchForm("31-02-2027"), NOW, "nl").legs[0]?.date, "nl")).toBe(
      "Vul een geldige datum in als dd-mm-jjjj, bijvoorbeeld 18-12-2026.",
    );
  });

  it("after a search, the URL's days are shown as a Dutch page types them", () => {
    const form = formStateFromParams(new URLSearchParams("from=AMS&to=JFK&date=2026-12-18&returnDate=2027-01-02"));
    const shown = withTypedDates(form, "nl-NL");
    expect([shown.legs[0]?.date, shown.returnDate]).toEqual(["18-12-2026", "02-01-2027"]);
    expect(withTypedDates(form, "en-US")).toEqual(form);
    expect(withTypedDates({ ...form, returnDate: "soon" }, "nl-NL").returnDate).toBe("soon");
  });

  it("a link to /nl/search sent by a form without JavaScript carries the dates as typed", () => {
    const query = new URLSearchParams("from=AMS&to=JFK&date=05/12/2026&tripType=oneway&adults=1");
    expect(searchFromParams(query, NOW, "nl")?.legs[0]?.date).toBe("2026-12-05");
    expect(said(readSearchQuery(query, NOW).problems)).toEqual(["The departure date 2026-05-12 is in the past."]);
  });
});
