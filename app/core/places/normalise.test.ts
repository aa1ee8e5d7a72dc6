import { describe, expect, it } from "vitest";
import { normaliseText } from "./normalise";

describe("normaliseText", () => {
  it("drops case, diacritics and punctuation", () => {
    expect(normaliseText("Zürich")).toBe("zurich");
    expect(normaliseText("São Paulo–Guarulhos")).toBe("sao paulo guarulhos");
    expect(normaliseText("  Chicago O'Hare  ")).toBe("chicago ohare");
    expect(normaliseText("Københavns Lufthavn")).toBe("kobenhavns lufthavn");
    expect(normaliseText("Straße")).toBe("strasse");
  });
});
