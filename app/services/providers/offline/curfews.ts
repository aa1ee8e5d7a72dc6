/** Whether a local time falls in an airport's closed night hours (curfews-data.ts). */
import { CURFEWS } from "./curfews-data";

interface Window {
  /** Local minutes after midnight. */
  closes: number;
  opens: number;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};
const parse = (window: string): Window => {
  const [closes, opens] = window.split("-") as [string, string];
  return { closes: minutesOf(closes), opens: minutesOf(opens) };
};

const WINDOWS: ReadonlyMap<string, { departures: Window; arrivals: Window }> = new Map(
  Object.entries(CURFEWS).map(([code, hours]) => [
    code,
    { departures: parse(hours.departures), arrivals: parse(hours.arrivals) },
  ]),
);

export interface Closed {
  /** Minutes since the airport closed and until it opens again. */
  sinceClose: number;
  untilOpen: number;
}

/** Whether the airport has closed hours at all (most have none: the schedule skips the check). */
export const hasCurfew = (code: string): boolean => WINDOWS.has(code);

/** Where a local time (minutes after midnight) stands in the airport's closed hours; undefined when open. */
export function curfewAt(code: string, movement: "departures" | "arrivals", minutes: number): Closed | undefined {
  const window = WINDOWS.get(code)?.[movement];
  if (!window) return undefined;
  const since = (((minutes - window.closes) % 1440) + 1440) % 1440;
  const length = (window.opens - window.closes + 1440) % 1440;
  return since < length ? { sinceClose: since, untilOpen: length - since } : undefined;
}
