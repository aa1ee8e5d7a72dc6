import { describe, expect, it } from "vitest";
import { ruleSays } from "../../../tests/support/rules";
import {
  buildDateGrid,
  buildMonth,
  type CalendarItem,
  calendarCells,
  calendarModeFor,
  calendarModeProblem,
  monthDays,
  readCalendarItems,
} from "./flexible-dates";

const window = { earliest: "2026-12-01", latest: "2027-12-01" };

describe("the cells a calendar prices", () => {
  it("grid: departure × return ±3 days, never a return before its departure nor a day before today", () => {
    const cells = calendarCells("grid", { date: "2026-12-20", returnDate: "2026-12-22" }, window, "2026-12-01");
    // 49 pairs less the ones returning before they leave (departures on the 20th to 23rd: 1 + 2 + 3 + 4).
    expect(cells.every((c) => (c.returnDate ?? "") >= c.date)).toBe(true);
    expect(cells).toHaveLength(49 - 10);
    expect(cells[0]).toEqual({ date: "2026-12-17", returnDate: "2026-12-19" });
    const early = calendarCells("grid", { date: "2026-12-02", returnDate: "2026-12-09" }, window, "2026-12-01");
    expect(Math.min(...early.map((c) => Date.parse(c.date)))).toBe(Date.parse("2026-12-01"));
    expect(early).toHaveLength(5 * 7);
  });

  it("month: every day of the departure's month inside the search window", () => {
    expect(monthDays("2027-02-14")).toHaveLength(28);
    expect(monthDays("2028-02-14").at(-1)).toBe("2028-02-29");
    const december = calendarCells("month", { date: "2026-12-20" }, window, "2026-12-05");
    expect(december.map((c) => c.date)).toEqual(monthDays("2026-12-01").filter((d) => d >= "2026-12-05"));
    // A year ahead: the days after the window's end are left out.
    const last = calendarCells("month", { date: "2027-12-01" }, window, "2026-12-05");
    expect(last.map((c) => c.date)).toEqual(["2027-12-01"]);
  });

  it("strip: seven days, return trips keep their length", () => {
    const cells = calendarCells("strip", { date: "2026-12-20", returnDate: "2026-12-27" }, window, "2026-12-01");
    expect(cells.map((c) => [c.date, c.returnDate])).toContainEqual(["2026-12-17", "2026-12-24"]);
    expect(cells).toHaveLength(7);
  });

  it("offers the grid to return trips and the month to every trip with its dates", () => {
    expect(ruleSays(calendarModeProblem("grid", "oneway"))).toMatch(/return trips/);
    expect(calendarModeProblem("grid", "roundtrip", "2026-12-27")).toBeNull();
    expect(calendarModeProblem("month", "roundtrip", "2026-12-27")).toBeNull();
    expect(ruleSays(calendarModeProblem("month", "roundtrip"))).toMatch(/returnDate/);
    expect(calendarModeFor("grid", "oneway")).toBe("strip");
    expect(calendarModeFor("month", "oneway")).toBe("month");
    expect(calendarModeFor("month", "roundtrip", "2026-12-27")).toBe("month");
  });

  it("month of a return trip: every departure day comes back after the search's nights", () => {
    const cells = calendarCells("month", { date: "2026-12-20", returnDate: "2026-12-27" }, window, "2026-12-05");
    expect(cells[0]).toEqual({ date: "2026-12-05", returnDate: "2026-12-12" });
    expect(cells.at(-1)).toEqual({ date: "2026-12-31", returnDate: "2027-01-07" });
    expect(calendarModeFor("nonsense", "roundtrip", "2026-12-27")).toBe("strip");
  });
});

const item = (date: string, returnDate: string | undefined, price: number | null, source = "sample"): CalendarItem => ({
  date,
  ...(returnDate ? { returnDate } : {}),
  price,
  source,
});

describe("laying out the answer", () => {
  it("grid: rows are departures, columns returns; the cheapest and the current cell are marked", () => {
    const items = [
      item("2026-12-20", "2026-12-27", 500),
      item("2026-12-18", "2026-12-26", 410, "travelpayouts"),
      item("2026-12-23", "2026-12-24", 900),
    ];
    const grid = buildDateGrid(items, {
      search: { date: "2026-12-20", returnDate: "2026-12-27" },
      window,
      earliest: "2026-12-01",
    });
    expect(grid.departures[0]).toBe("2026-12-17");
    expect(grid.returns[6]).toBe("2026-12-30");
    const current = grid.rows[3]?.[3];
    expect(current).toMatchObject({ date: "2026-12-20", returnDate: "2026-12-27", current: true, cheapest: false });
    expect(grid.rows[1]?.[2]).toMatchObject({ cheapest: true, item: { price: 410, source: "travelpayouts" } });
    expect(grid.rows.flat().filter((c) => c.cheapest)).toHaveLength(1);
  });

  it("grid: a return before the departure is no link, even when a price came for it", () => {
    const grid = buildDateGrid([item("2026-12-23", "2026-12-19", 1)], {
      search: { date: "2026-12-20", returnDate: "2026-12-22" },
      window,
      earliest: "2026-12-01",
    });
    const cell = grid.rows[6]?.[0];
    expect(cell).toMatchObject({ date: "2026-12-23", returnDate: "2026-12-19", offered: false, item: null });
    expect(grid.rows.flat().some((c) => c.cheapest)).toBe(false);
  });

  it("month: Sunday-first weeks, past days not offered", () => {
    // 1 December 2026 is a Tuesday.
    const month = buildMonth([item("2026-12-10", undefined, 120), item("2026-12-02", undefined, 80)], {
      search: { date: "2026-12-10" },
      window,
      earliest: "2026-12-03",
    });
    expect(month.month).toBe("2026-12-01");
    expect(month.weeks[0]?.slice(0, 2)).toEqual([null, null]);
    expect(month.weeks[0]?.[2]).toMatchObject({ date: "2026-12-01", offered: false });
    expect(month.weeks.every((w) => w.length === 7)).toBe(true);
    const days = month.weeks.flat().filter((c) => c !== null);
    expect(days).toHaveLength(31);
    // The past day's lower price is not the cheapest: it cannot be searched.
    expect(days.find((c) => c.cheapest)).toMatchObject({ date: "2026-12-10", current: true });
  });

  it("reads only well-formed items", () => {
    expect(
      readCalendarItems({
        items: [{ date: "2026-12-01", price: 3, source: "sample" }, { date: 5 }, { date: "2026-12-02", price: "x" }],
      }),
    ).toEqual([{ date: "2026-12-01", price: 3, source: "sample" }]);
    expect(readCalendarItems(null)).toEqual([]);
  });
});
