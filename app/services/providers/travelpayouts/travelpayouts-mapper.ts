import { z } from "zod";
import { aviasalesLinkFor, aviasalesSearchLink } from "../../../core/affiliate/affiliate-link";
import { isFlightPartnerUrl } from "../../../core/outbound/partner-hosts";
import type { DestinationPrice } from "../../../core/providers/provider";
import { travelpayoutsInfo } from "../../../core/providers/travelpayouts/travelpayouts-info";
import { travellersOf } from "../../../core/search/travellers";
import type { FlightOffer, SearchRequest, Segment } from "../../../core/search/types";
import { instantInZone, localTimeWithOffset } from "../shared/local-time";

/**
 * Maps the Travelpayouts Data API (see /work/shared/reference/travelpayouts.md) into the
 * our shapes. Its prices are cached from Aviasales users' searches, not live: each
 * offer keeps `priceFoundAt` so the UI can show the price's age, and a price past its
 * `expires_at` is never shown.
 */

export const AVIASALES_ORIGIN = "https://www.aviasales.com";

const priceItem = z.object({
  origin: z.string().optional(),
  destination: z.string().optional(),
  origin_airport: z.string().optional(),
  destination_airport: z.string().optional(),
  price: z.number(),
  airline: z.string().optional(),
  flight_number: z.union([z.string(), z.number()]).optional(),
  departure_at: z.string(),
  return_at: z.string().optional(),
  transfers: z.number().optional(),
  return_transfers: z.number().optional(),
  duration: z.number().optional(),
  duration_to: z.number().optional(),
  duration_back: z.number().optional(),
  link: z.string().optional(),
  found_at: z.string().optional(),
  expires_at: z.string().optional(),
});

const envelope = z.object({
  success: z.boolean().optional(),
  data: z.unknown(),
  error: z.string().nullable().optional(),
  currency: z.string().optional(),
});

export type TimeZoneOf = (iataCode: string) => string | undefined;

/** The Data API envelope's data; throws with the API's own message when success is false. */
function unwrapEnvelope(body: unknown): { data: unknown; currency?: string } {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) throw new Error("Travelpayouts answer is not the {success, data} envelope");
  if (parsed.data.success === false) throw new Error(`Travelpayouts: ${parsed.data.error ?? "request failed"}`);
  return { data: parsed.data.data, currency: parsed.data.currency };
}

function withOffset(time: string, code: string, timeZoneOf: TimeZoneOf): string | undefined {
  if (/[+-]\d{2}:?\d{2}$|Z$/.test(time)) {
    const ms = Date.parse(time);
    if (Number.isNaN(ms)) return undefined;
    // Normalise to the airport's local time when its zone is known; else keep as given.
    const zone = timeZoneOf(code);
    return zone ? instantInZone(ms, zone) : time.replace(/Z$/, "+00:00");
  }
  const zone = timeZoneOf(code);
  return zone ? localTimeWithOffset(time, zone) : undefined;
}

/**
 * The offer's own Aviasales page: Travelpayouts' per-offer `link` (a path, or an absolute URL
 * on Aviasales' hosts) with the passenger digits set for these travellers; without one, Aviasales'
 * search for the offer's route and days. Any other host is never kept.
 */
function offerLink(item: z.infer<typeof priceItem>, request: SearchRequest): string {
  const travellers = travellersOf(request);
  const link = item.link?.trim();
  if (link?.startsWith("/") && !link.startsWith("//"))
    return `${AVIASALES_ORIGIN}${aviasalesLinkFor(link, travellers)}`;
  if (link && isFlightPartnerUrl(link, "aviasales")) return aviasalesLinkFor(link, travellers);
  return aviasalesSearchLink({
    from: request.from,
    to: request.to,
    departure: item.departure_at.slice(0, 10),
    returnDate: request.tripType === "roundtrip" ? item.return_at?.slice(0, 10) : undefined,
    travellers,
  });
}

/** `search_date=ddmmyyyy` in an Aviasales link → YYYY-MM-DD (when the search that found the price ran). */
export function searchDateFromLink(link: string | undefined): string | undefined {
  const match = /[?&]search_date=(\d{2})(\d{2})(\d{4})/.exec(link ?? "");
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

function summarySegment(
  from: string,
  to: string,
  departure: string,
  minutes: number | undefined,
  stops: number,
  carrier: string,
  flightNumber: string,
  timeZoneOf: TimeZoneOf,
): Segment | undefined {
  const departureTime = withOffset(departure, from, timeZoneOf);
  if (!departureTime || minutes === undefined) return undefined;
  const arrivalTime = instantInZone(Date.parse(departureTime) + minutes * 60_000, timeZoneOf(to));
  return { from, to, departureTime, arrivalTime, carrier, flightNumber, stops };
}

/**
 * prices_for_dates items → offers. Each direction becomes one summary segment (the API
 * gives the first flight number, total duration and transfer count, not every hop).
 * Prices are for one adult in economy; the offer price is for all `adults` (the provider
 * asks no other travellers or cabins). Each offer links to its own Aviasales page (its `link`),
 * with the passenger digits set for these adults, else to Aviasales' search for its days.
 */
export function mapPricesForDates(
  body: unknown,
  request: SearchRequest,
  options: { now?: number; timeZoneOf: TimeZoneOf },
): FlightOffer[] {
  const now = options.now ?? Date.now();
  const { data, currency } = unwrapEnvelope(body);
  if (!Array.isArray(data)) throw new Error("Travelpayouts answer has no data list");
  const offers: FlightOffer[] = [];
  for (const raw of data) {
    const parsed = priceItem.safeParse(raw);
    if (!parsed.success) continue;
    const item = parsed.data;
    if (item.expires_at && Date.parse(item.expires_at) < now) continue;
    if (item.departure_at.slice(0, 10) !== request.date) continue;
    const from = (item.origin_airport ?? item.origin ?? request.from).toUpperCase();
    const to = (item.destination_airport ?? item.destination ?? request.to).toUpperCase();
    const carrier = (item.airline ?? "").toUpperCase();
    const flightNumber = item.flight_number === undefined ? "" : String(item.flight_number);
    const outbound = summarySegment(
      from,
      to,
      item.departure_at,
      item.duration_to ?? item.duration,
      item.transfers ?? 0,
      carrier,
      flightNumber,
      options.timeZoneOf,
    );
    if (!outbound) continue;
    const offer: FlightOffer = {
      id: `travelpayouts:${from}-${to}:${item.departure_at}:${carrier}${flightNumber}:${item.price}`,
      price: Math.round(item.price * request.adults * 100) / 100,
      currency: (currency ?? "usd").toUpperCase(),
      provider: travelpayoutsInfo.name,
      deeplink: offerLink(item, request),
      leg: [outbound],
    };
    if (request.tripType === "roundtrip" && item.return_at) {
      // The return flight's number is not given by this endpoint.
      const back = summarySegment(
        to,
        from,
        item.return_at,
        item.duration_back,
        item.return_transfers ?? 0,
        carrier,
        "",
        options.timeZoneOf,
      );
      if (back) offer.returnLeg = [back];
    } else if (request.tripType === "roundtrip") {
      continue;
    }
    const foundAt = item.found_at ?? searchDateFromLink(item.link);
    if (foundAt) offer.priceFoundAt = foundAt;
    offers.push(offer);
  }
  return offers;
}

const matrixItem = z.object({
  depart_date: z.string(),
  return_date: z.string().optional(),
  value: z.number(),
  found_at: z.string().optional(),
  number_of_changes: z.number().optional(),
  expires_at: z.string().optional(),
});

export interface DayPrice {
  date: string;
  returnDate?: string;
  price: number;
  foundAt?: string;
}

export interface DayPriceOptions {
  /**
   * Return trips: only prices whose return is this many days after departure, or every
   * departure × return pair ("any", the date grid); absent: one-way prices only.
   */
  nights?: number | "any";
  now?: number;
}

const DAY_MS = 86_400_000;

/**
 * week-matrix / latest-prices items → the cheapest price per departure day (per departure ×
 * return pair for `nights: "any"`), sorted by date. One-way calendars take items without a
 * return date; return calendars only items of the same trip length, so a strip never mixes
 * one-way and return fares.
 */
export function cheapestPerDay(body: unknown, options: DayPriceOptions = {}): DayPrice[] {
  const now = options.now ?? Date.now();
  const { data } = unwrapEnvelope(body);
  if (!Array.isArray(data)) throw new Error("Travelpayouts answer has no data list");
  const best = new Map<string, DayPrice>();
  for (const raw of data) {
    const parsed = matrixItem.safeParse(raw);
    if (!parsed.success) continue;
    const item = parsed.data;
    if (item.expires_at && Date.parse(item.expires_at) < now) continue;
    const date = item.depart_date.slice(0, 10);
    const back = item.return_date?.slice(0, 10) || undefined;
    if (options.nights === undefined ? back !== undefined : back === undefined) continue;
    if (
      back &&
      options.nights !== "any" &&
      Math.round((Date.parse(back) - Date.parse(date)) / DAY_MS) !== options.nights
    )
      continue;
    const key = `${date}|${back ?? ""}`;
    const current = best.get(key);
    if (!current || item.value < current.price) {
      best.set(key, {
        date,
        price: item.value,
        ...(back ? { returnDate: back } : {}),
        ...(item.found_at ? { foundAt: item.found_at } : {}),
      });
    }
  }
  return [...best.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.returnDate ?? "").localeCompare(b.returnDate ?? ""),
  );
}

/**
 * prices_for_dates items asked by origin alone → one price per item: its destination (a city
 * code), days, price, stops and when it was found. Expired prices and items of the other trip
 * type (a one-way among return trips) are left out.
 */
export function mapDestinationPrices(body: unknown, options: { oneWay: boolean; now?: number }): DestinationPrice[] {
  const now = options.now ?? Date.now();
  const { data } = unwrapEnvelope(body);
  if (!Array.isArray(data)) throw new Error("Travelpayouts answer has no data list");
  const prices: DestinationPrice[] = [];
  for (const raw of data) {
    const parsed = priceItem.safeParse(raw);
    if (!parsed.success) continue;
    const item = parsed.data;
    const destination = item.destination?.toUpperCase();
    if (!destination || (item.expires_at && Date.parse(item.expires_at) < now)) continue;
    const returnDate = item.return_at?.slice(0, 10) || undefined;
    if (options.oneWay === Boolean(returnDate)) continue;
    const foundAt = item.found_at ?? searchDateFromLink(item.link);
    const stops =
      item.transfers === undefined
        ? undefined
        : Math.max(item.transfers, returnDate ? (item.return_transfers ?? 0) : 0);
    prices.push({
      destination,
      departDate: item.departure_at.slice(0, 10),
      ...(returnDate ? { returnDate } : {}),
      price: item.price,
      ...(stops === undefined ? {} : { stops }),
      ...(foundAt ? { foundAt } : {}),
    });
  }
  return prices;
}
