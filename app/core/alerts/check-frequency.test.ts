import { describe, expect, it } from "vitest";
import { checkFrequency } from "./check-frequency";
import { REGULAR_SCHEDULE } from "./regular-schedule";

describe("checkFrequency", () => {
  it("describes the default and other steady schedules exactly", () => {
    expect(checkFrequency("0 */6 * * *")).toBe("every 6 hours");
    expect(checkFrequency(" 30 */2 * * * ")).toBe("every 2 hours");
    expect(checkFrequency("0 * * * *")).toBe("every hour");
    expect(checkFrequency("5 */1 * * *")).toBe("every hour");
    expect(checkFrequency("*/15 * * * *")).toBe("every 15 minutes");
    expect(checkFrequency("* * * * *")).toBe("every minute");
    expect(checkFrequency("15 3 * * *")).toBe("once a day");
  });

  it("says only 'on a regular schedule' when the gaps differ or the pattern is not a plain step", () => {
    for (const cron of [
      "0 */5 * * *", // 0, 5, 10, 15, 20, then 4 hours to midnight
      "*/7 * * * *",
      "0 0,12 * * *",
      "0 9-17 * * *",
      "0 */6 * * 1-5",
      "0 3 1 * *",
      "0 */6 * *",
      "@hourly",
      "99 */6 * * *",
    ]) {
      expect(checkFrequency(cron), cron).toBe(REGULAR_SCHEDULE);
    }
  });

  it("says it in Dutch for Dutch pages and e-mails", () => {
    expect(checkFrequency("0 */6 * * *", "nl")).toBe("elke 6 uur");
    expect(checkFrequency("0 * * * *", "nl")).toBe("elk uur");
    expect(checkFrequency("*/15 * * * *", "nl")).toBe("elke 15 minuten");
    expect(checkFrequency("* * * * *", "nl")).toBe("elke minuut");
    expect(checkFrequency("15 3 * * *", "nl")).toBe("één keer per dag");
    expect(checkFrequency("0 */5 * * *", "nl")).toBe("volgens een vast schema");
  });
});
