import { describe, expect, it } from "vitest";
import { TOOLS } from "../tools/tools-data";
import { buildAllowList } from "./allow-list";

describe("outbound allow-list", () => {
  it("lists every tool's partner with its public home page by default", () => {
    const allow = buildAllowList({});
    expect([...allow.keys()].sort()).toEqual(TOOLS.map((t) => t.partner).sort());
    expect(allow.get("airalo")).toBe("https://www.airalo.com/");
  });
  it("takes an https override from the tool's env var and ignores anything else", () => {
    expect(buildAllowList({ TOOL_URL_AIRALO: "https://partner.example/airalo?ref=1" }).get("airalo")).toBe(
      "https://partner.example/airalo?ref=1",
    );
    expect(buildAllowList({ TOOL_URL_AIRALO: "javascript:alert(1)" }).get("airalo")).toBe("https://www.airalo.com/");
    expect(buildAllowList({ TOOL_URL_AIRALO: "http://plain.example" }).get("airalo")).toBe("https://www.airalo.com/");
  });
});
