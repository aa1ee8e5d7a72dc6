import { describe, expect, it } from "vitest";
import { resolveSearchPlaces } from "./server-search.server";

const q = (query: string) => resolveSearchPlaces(new URLSearchParams(query));

describe("resolveSearchPlaces: a /search query's place names on the server", () => {
  it("redirects names that each stand for one place to the same search with their codes", () => {
    expect(q("from=london&to=new+york&date=2026-12-18&tripType=oneway&adults=2")).toEqual({
      kind: "redirect",
      search: "tripType=oneway&adults=2&from=LON&to=NYC&date=2026-12-18",
    });
    expect(q("from=londn&to=Parijs&date=2026-12-18")).toMatchObject({ kind: "redirect" });
    // A free-text q is split first.
    expect(q("q=London+to+Paris&date=2026-12-18")).toEqual({
      kind: "redirect",
      search: "from=LON&to=PAR&date=2026-12-18",
    });
  });

  it("leaves codes (and empty fields) to the search rules: no redirect loop", () => {
    expect(q("from=LON&to=NYC&date=2026-12-18")).toEqual({ kind: "codes" });
    expect(q("from=&to=NYC")).toEqual({ kind: "codes" });
  });

  it("keeps multi-city legs in order while resolving each", () => {
    const answer = q("tripType=multicity&from=london&to=paris&date=2026-12-18&from=paris&to=new+york&date=2026-12-22");
    expect(answer).toEqual({
      kind: "redirect",
      search: "tripType=multicity&from=LON&to=PAR&date=2026-12-18&from=PAR&to=NYC&date=2026-12-22",
    });
  });

  it("asks about several places with a query per choice, and names a field that matches none", () => {
    const answer = q("from=springfield&to=new+york&date=2026-12-18");
    expect(answer.kind).toBe("ask");
    if (answer.kind !== "ask") return;
    const [question] = answer.questions;
    expect(question).toMatchObject({ field: "from", leg: 0, problem: { key: "search.rule.placeSeveral" } });
    const froms = question?.choices.map((c) => new URLSearchParams(c.search).get("from"));
    expect(froms).toEqual(expect.arrayContaining(["SGF", "SPI"]));
    // The other field's name is resolved in every choice.
    expect(question?.choices.every((c) => new URLSearchParams(c.search).get("to") === "NYC")).toBe(true);

    const none = q("from=LON&to=xyzzyq&date=2026-12-18");
    expect(none).toEqual({
      kind: "ask",
      questions: [
        { field: "to", leg: 0, problem: { key: "search.rule.placeUnknown", values: { text: "xyzzyq" } }, choices: [] },
      ],
    });
  });
});
