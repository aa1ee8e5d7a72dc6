import { describe, expect, it } from "vitest";
import { formatExactPrice, formatPrice } from "./money";

describe("money", () => {
  it("rounds prices to whole units: the dollar sign for USD, the code after other currencies", () => {
    expect(formatPrice(1234.56, "USD")).toBe("$1,235");
    expect(formatPrice(589, "USD")).toBe("$589");
    expect(formatPrice(0, "USD")).toBe("$0");
    expect(formatPrice(99.4, "EUR")).toBe("99 EUR");
    expect(formatPrice(12_345, "GBP")).toBe("12,345 GBP");
  });

  it("quotes exact prices to the cent", () => {
    expect(formatExactPrice(1234.5, "USD")).toBe("$1,234.50");
    expect(formatExactPrice(99, "EUR")).toBe("€99.00");
    expect(formatExactPrice(123.45, "USD", "nl-NL")).toBe("US$\u00a0123,45");
  });

  it("in Dutch: US dollars still, as US$ with Dutch grouping", () => {
    expect(formatPrice(1125, "USD", "nl-NL")).toBe("US$\u00a01.125");
    expect(formatPrice(589.4, "USD", "nl-NL")).toBe("US$\u00a0589");
    expect(formatPrice(12_345, "GBP", "nl-NL")).toBe("12.345 GBP");
  });
});
