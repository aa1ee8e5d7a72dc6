import { describe, expect, it } from "vitest";
import { brandFor } from "./brand";

describe("brandFor", () => {
  it("derives the addresses from the public site's domain", () => {
    expect(brandFor("https://www.fareline.example")).toMatchObject({
      name: "Fareline",
      company: "Fareline LLC",
      domain: "www.fareline.example",
      supportEmail: "support@www.fareline.example",
      alertsEmail: "alerts@www.fareline.example",
    });
  });
});
