import { ANNUAL_PASSENGERS_MILLIONS } from "./major-airports-data";

/**
 * A size/traffic weight for ranking: the airport type gives the base
 * (large 40, medium 20, small 8, other 4), scheduled service adds 6, and a
 * known passenger figure adds 12·log2(1 + millions) (≈ 80 for 100 M,
 * 60 for 30 M, 24 for 3 M). Roughly 10 (a small airstrip) to 126 (ATL).
 */
export function airportWeight(code: string, kind: string, scheduled: boolean): number {
  const base = kind === "L" ? 40 : kind === "M" ? 20 : kind === "S" ? 8 : 4;
  const passengers = ANNUAL_PASSENGERS_MILLIONS[code];
  const traffic = passengers !== undefined ? 12 * Math.log2(1 + passengers) : 0;
  return Math.round((base + (scheduled ? 6 : 0) + traffic) * 10) / 10;
}
