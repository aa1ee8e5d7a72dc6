import type { SourceInfo } from "../source-info";

/** Travelpayouts Data API: Aviasales' cached prices, searched through its own function (GET search-travelpayouts). */
export const travelpayoutsInfo = {
  name: "travelpayouts",
  label: "Travelpayouts",
  description: "Aviasales cached prices via Travelpayouts",
  colour: "#0f766e",
  endpoint: { path: "search-travelpayouts", method: "GET" },
} as const satisfies SourceInfo;
