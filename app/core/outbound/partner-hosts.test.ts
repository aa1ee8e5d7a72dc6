import { describe, expect, it } from "vitest";
import { isFlightPartnerUrl } from "./partner-hosts";

describe("flight partner hosts", () => {
  it("takes https URLs on the partner's host or its subdomains only", () => {
    expect(isFlightPartnerUrl("https://www.aviasales.com/search/JFK1612CDG1?t=x", "aviasales")).toBe(true);
    expect(isFlightPartnerUrl("https://aviasales.com/", "aviasales")).toBe(true);
    expect(isFlightPartnerUrl("https://www.kiwi.com/deep?from=JFK", "kiwi")).toBe(true);
    for (const url of [
      "https://www.kiwi.com/deep?from=JFK",
      "http://www.aviasales.com/",
      "https://aviasales.com.evil.example/",
      "https://evilaviasales.com/",
      "https://a:b@www.aviasales.com/",
      "/search/JFK1612CDG1",
      "",
      null,
      undefined,
    ]) {
      expect(isFlightPartnerUrl(url, "aviasales")).toBe(false);
    }
  });
});
