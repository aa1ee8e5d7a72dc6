import { describe, expect, it } from "vitest";
import {
  addMonths,
  gridFocus,
  gridReachable,
  monthFocus,
  monthReachable,
  readMonth,
  readWeekShift,
} from "./calendar-moves";

const window = { earliest: "2026-11-28", latest: "2027-11-28" };

describe("calendar moves", () => {
  it("reads the month and the week shift from the URL, ignoring anything else", () => {
    expect(readMonth("2027-01")).toBe("2027-01");
    expect(readMonth("2027-13")).toBeNull();
    expect(readMonth(null)).toBeNull();
    expect(readWeekShift("-2")).toBe(-2);
    expect(readWeekShift("x")).toBe(0);
    expect(readWeekShift("99")).toBe(0);
  });

  it("counts months across a year's end", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", 13)).toBe("2027-12");
  });

  it("offers only months with a day one can leave on", () => {
    expect(monthReachable("2026-11", window, "2026-11-28")).toBe(true);
    expect(monthReachable("2026-10", window, "2026-11-28")).toBe(false);
    expect(monthReachable("2027-11", window, "2026-11-28")).toBe(true);
    expect(monthReachable("2027-12", window, "2026-11-28")).toBe(false);
  });

  it("prices another month from its first day, keeping a return trip's nights", () => {
    const search = { date: "2026-12-18", returnDate: "2026-12-25" };
    expect(monthFocus(search, null, window, "2026-11-28")).toEqual(search);
    expect(monthFocus(search, "2027-01", window, "2026-11-28")).toEqual({
      date: "2027-01-01",
      returnDate: "2027-01-08",
    });
    expect(monthFocus(search, "2026-11", window, "2026-11-28")).toEqual({
      date: "2026-11-28",
      returnDate: "2026-12-05",
    });
    expect(monthFocus({ date: "2026-12-18" }, "2027-02", window, "2026-11-28")).toEqual({ date: "2027-02-01" });
    expect(monthFocus(search, "2026-09", window, "2026-11-28")).toEqual(search);
  });

  it("moves the grid by whole weeks while a departure stays searchable", () => {
    const search = { date: "2026-12-01", returnDate: "2026-12-08" };
    expect(gridFocus(search, 1)).toEqual({ date: "2026-12-08", returnDate: "2026-12-15" });
    expect(gridReachable(search, -1, window, "2026-11-28")).toBe(false);
    expect(gridReachable({ date: "2026-12-04", returnDate: "2026-12-09" }, -1, window, "2026-11-28")).toBe(true);
    expect(gridReachable(search, 2, window, "2026-11-28")).toBe(true);
  });
});
