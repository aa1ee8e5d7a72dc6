import type { SourceInfo } from "../source-info";

/** The offline engine: sample offers, always labelled as such; no function of its own. */
export const offlineInfo = {
  name: "sample",
  label: "Sample data",
  description: "sample data from the offline engine",
  colour: "#92400e",
  endpoint: null,
} as const satisfies SourceInfo;
