import type { SourceInfo } from "../source-info";

/** Amadeus Self-Service: live fares, searched through its own function (POST search-amadeus). */
export const amadeusInfo = {
  name: "amadeus",
  label: "Amadeus",
  description: "live fares from Amadeus",
  colour: "#1d4ed8",
  endpoint: { path: "search-amadeus", method: "POST" },
} as const satisfies SourceInfo;
