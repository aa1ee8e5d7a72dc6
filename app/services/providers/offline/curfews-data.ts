/**
 * Night curfews: local hours in which an airport has no scheduled departures or arrivals.
 * Each window is "HH:MM-HH:MM" local time (it may run past midnight); an arrival or a
 * departure inside it is moved by the schedule (schedule.ts).
 *
 * Sources (rules as published, 2025):
 * - LHR: UK DfT night flying restrictions for Heathrow — night quota period 23:30–06:00;
 *   no scheduled departures in it, scheduled arrivals from 04:30 (the early long-haul bank).
 * - LGW: UK DfT night restrictions for Gatwick, night quota period 23:30–06:00.
 * - FRA: Fraport night-flight ban (Hessian Administrative Court, 2012), 23:00–05:00.
 * - ORY: Paris-Orly curfew (ministerial order of 4 April 1968): no take-off 23:15–06:00,
 *   no landing 23:30–06:15.
 * - ZRH: Zurich Airport operating regulations: night closure 23:30–06:00, scheduled
 *   flights only until 23:00.
 * - SYD: Sydney Airport Curfew Act 1995, 23:00–06:00.
 * - NRT: Narita operating hours 06:00–24:00 (extended in October 2019).
 * - HND: a 24-hour airport; its published timetables carry no scheduled movements between
 *   01:30 and 05:00, so neither does the sample.
 * - LCY: London City planning agreement, no flights 22:30–06:30.
 * - DUS: Düsseldorf operating permit: departures until 22:00, landings until 23:00, from 06:00.
 * - HAM: Hamburg night restrictions, 23:00–06:00.
 * - BER: BER planning approval, core night 00:00–05:00.
 * - MUC: Munich night-flight rules, no scheduled flights 00:00–05:00.
 * - GVA: Geneva operating regulations, no scheduled movements 00:00–06:00.
 * - ITM: Osaka Itami operating hours 07:00–21:00.
 * - ADL: Adelaide Airport Curfew Act 2000, 23:00–06:00.
 */

export interface CurfewHours {
  /** No scheduled departures in this window. */
  departures: string;
  /** No scheduled arrivals in this window. */
  arrivals: string;
}

const both = (window: string): CurfewHours => ({ departures: window, arrivals: window });

export const CURFEWS: Readonly<Record<string, CurfewHours>> = {
  LHR: { departures: "23:30-06:00", arrivals: "23:30-04:30" },
  LGW: both("23:30-06:00"),
  FRA: both("23:00-05:00"),
  ORY: { departures: "23:15-06:00", arrivals: "23:30-06:15" },
  ZRH: both("23:00-06:00"),
  SYD: both("23:00-06:00"),
  NRT: both("00:00-06:00"),
  HND: both("01:30-05:00"),
  LCY: both("22:30-06:30"),
  DUS: { departures: "22:00-06:00", arrivals: "23:00-06:00" },
  HAM: both("23:00-06:00"),
  BER: both("00:00-05:00"),
  MUC: both("00:00-05:00"),
  GVA: both("00:00-06:00"),
  ITM: both("21:00-07:00"),
  ADL: both("23:00-06:00"),
};
