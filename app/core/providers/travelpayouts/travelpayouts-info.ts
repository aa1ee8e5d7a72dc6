import type { SourceInfo } from "../source-info";

/** Travelpayouts Data API: Aviasales' cached prices, searched through its own function (GET search-travelpayouts). */
export const travelpayoutsInfo = {
  name: "travelpayouts",
  label: "Travelpayouts",
  description: "Aviasales cached prices via Travelpayouts",
  colour: "#0f766e",
  endpoint: { path: "search-travelpayouts", method: "GET" },
  adminTabs: [
    { id: "travelpayouts", label: "Travelpayouts", loadError: "Failed to load recent clicks" },
    { id: "aviasales", label: "Aviasales API", loadError: "Failed to load the Aviasales tester" },
  ],
} as const satisfies SourceInfo;
