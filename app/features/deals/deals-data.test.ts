import { describe, expect, it } from "vitest";
import { dealsFrom } from "./deals-data";

describe("dealsFrom", () => {
  const today = new Date("2027-02-10T12:00:00Z");
  const deals = dealsFrom(today);

  it("has 12 deals priced $234 to $789 with savings up to 50%", () => {
    expect(deals).toHaveLength(12);
    const prices = deals.map((d) => Number(d.price.replace(/[$,]/g, "")));
    expect(Math.min(...prices)).toBe(234);
    expect(Math.max(...prices)).toBe(789);
    for (const d of deals) {
      const pct = Number(d.savings.replace("%", ""));
      expect(pct).toBeGreaterThan(0);
      expect(pct).toBeLessThanOrEqual(50);
      expect(Number(d.originalPrice.replace(/[$,]/g, ""))).toBeGreaterThan(Number(d.price.replace(/[$,]/g, "")));
    }
  });

  it("never shows an expired deal: every departure is after today and the return after departure", () => {
    for (const d of deals) {
      expect(d.departDate > "2027-02-10").toBe(true);
      expect(d.returnDate > d.departDate).toBe(true);
      expect(d.originIATA).toMatch(/^[A-Z]{3}$/);
      expect(d.destinationIATA).toMatch(/^[A-Z]{3}$/);
    }
    expect(deals[0]?.dates).toBe("Mar 3 – Mar 10");
  });

  it("writes prices, savings and dates in the locale asked: Dutch dollars with a dot, Dutch months", () => {
    const dutch = dealsFrom(today, "nl-NL");
    expect(dutch[0]?.dates).toBe("3 mrt. – 10 mrt.");
    expect(dutch[0]?.price).toBe("US$\u00a0389");
    expect(dutch[2]?.originalPrice).toBe("US$\u00a01.249");
    expect(dutch[0]?.savings).toBe("44%");
    expect(deals[2]?.originalPrice).toBe("$1,249");
  });
});
