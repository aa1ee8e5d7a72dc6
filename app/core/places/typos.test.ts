import { describe, expect, it } from "vitest";
import { withinOneEdit } from "./typos";

describe("withinOneEdit", () => {
  it("allows one substitution, insertion, deletion or swap", () => {
    expect(withinOneEdit("london", "london")).toBe(true);
    expect(withinOneEdit("lodnon", "london")).toBe(true);
    expect(withinOneEdit("londn", "london")).toBe(true);
    expect(withinOneEdit("loondon", "london")).toBe(true);
    expect(withinOneEdit("lindon", "london")).toBe(true);
    expect(withinOneEdit("lndn", "london")).toBe(false);
    expect(withinOneEdit("paris", "prague")).toBe(false);
  });
});
