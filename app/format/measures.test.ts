import { describe, expect, it } from "vitest";
import { formatFileSize, formatKilograms, formatPercent } from "./measures";

describe("measures", () => {
  it("writes shares as percentages with at most one decimal", () => {
    expect(formatPercent(0.456)).toBe("45.6%");
    expect(formatPercent(0.5)).toBe("50%");
    expect(formatPercent(1 / 3)).toBe("33.3%");
  });

  it("writes file sizes in MB below a gigabyte, else GB", () => {
    expect(formatFileSize(1.5 * 1024 ** 2)).toBe("1.5 MB");
    expect(formatFileSize(123_456)).toBe("0.12 MB");
    expect(formatFileSize(1024 ** 3)).toBe("1 GB");
    expect(formatFileSize(2.345 * 1024 ** 3)).toBe("2.35 GB");
  });

  it("writes masses in whole kilograms", () => {
    expect(formatKilograms(412.4)).toBe("412 kg");
    expect(formatKilograms(1204)).toBe("1,204 kg");
    expect(formatKilograms(1204, "nl-NL")).toBe("1.204 kg");
  });

  it("in Dutch: decimal commas", () => {
    expect(formatPercent(0.456, "nl-NL")).toBe("45,6%");
    expect(formatFileSize(1.5 * 1024 ** 2, "nl-NL")).toBe("1,5 MB");
  });
});
