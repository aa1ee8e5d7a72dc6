import { z } from "zod";
import { kiwiDeepLink } from "../../../core/affiliate/affiliate-link";
import { amadeusInfo } from "../../../core/providers/amadeus/amadeus-info";
import { travellersOf } from "../../../core/search/travellers";
import type { FlightOffer, SearchRequest, Segment } from "../../../core/search/types";
import { formatOffset, instantInZone, localTimeWithOffset } from "../shared/local-time";

/**
 * Maps Amadeus Flight Offers Search v2 answers (GET /v2/shopping/flight-offers, see
 * /work/shared/reference/amadeus) into our FlightOffer/Segment. Amadeus gives
 * local times without an offset; the airport's IANA zone adds it.
 */

const endpoint = z.object({ iataCode: z.string(), at: z.string() });
const segmentSchema = z.object({
  departure: endpoint,
  arrival: endpoint,
  carrierCode: z.string(),
  number: z.string(),
  duration: z.string().optional(),
  numberOfStops: z.number().optional(),
  operating: z.object({ carrierCode: z.string().optional() }).optional(),
  aircraft: z.object({ code: z.string().optional() }).optional(),
});
const dictionariesSchema = z
  .object({ dictionaries: z.object({ aircraft: z.record(z.string(), z.string()).optional() }).optional() })
  .partial();
const offerSchema = z.object({
  id: z.string(),
  itineraries: z.array(z.object({ duration: z.string().optional(), segments: z.array(segmentSchema).min(1) })).min(1),
  price: z.object({ currency: z.string(), total: z.string(), grandTotal: z.string().optional() }),
});
const amadeusOffersSchema = z.object({ data: z.array(z.unknown()) });

export type TimeZoneOf = (iataCode: string) => string | undefined;

/** ISO 8601 duration such as PT7H5M → minutes. */
export function durationMinutes(value: string | undefined): number | undefined {
  const match = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?$/.exec(value ?? "");
  if (!match) return undefined;
  return Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function withZone(local: string, code: string, timeZoneOf: TimeZoneOf): string | undefined {
  const zone = timeZoneOf(code);
  return zone ? localTimeWithOffset(local, zone) : undefined;
}

/** "BOEING 787-9" (Amadeus dictionaries are upper-case) → "Boeing 787-9". */
function aircraftName(code: string | undefined, names: Record<string, string>): string | undefined {
  if (!code) return undefined;
  const name = names[code];
  if (!name) return undefined;
  return name.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function mapSegment(
  segment: z.infer<typeof segmentSchema>,
  timeZoneOf: TimeZoneOf,
  aircraftNames: Record<string, string>,
): Segment {
  let departureTime = withZone(segment.departure.at, segment.departure.iataCode, timeZoneOf);
  let arrivalTime = withZone(segment.arrival.at, segment.arrival.iataCode, timeZoneOf);
  const minutes = durationMinutes(segment.duration);
  // One side's zone unknown: derive its instant from the other side and the flight time.
  if (!departureTime && arrivalTime && minutes !== undefined) {
    departureTime = instantInZone(Date.parse(arrivalTime) - minutes * 60_000, undefined);
  }
  if (!arrivalTime && departureTime && minutes !== undefined) {
    arrivalTime = instantInZone(Date.parse(departureTime) + minutes * 60_000, undefined);
  }
  // Last resort (no zone at all): keep the wall-clock time, marked as UTC.
  const fallback = (local: string) => `${local.slice(0, 19).padEnd(19, ":00")}${formatOffset(0)}`;
  const mapped: Segment = {
    from: segment.departure.iataCode,
    to: segment.arrival.iataCode,
    departureTime: departureTime ?? fallback(segment.departure.at),
    arrivalTime: arrivalTime ?? fallback(segment.arrival.at),
    carrier: segment.carrierCode,
    flightNumber: segment.number,
    stops: segment.numberOfStops ?? 0,
  };
  const operating = segment.operating?.carrierCode;
  if (operating && operating !== segment.carrierCode) mapped.operatingCarrier = operating;
  const aircraft = aircraftName(segment.aircraft?.code, aircraftNames);
  if (aircraft) mapped.aircraft = aircraft;
  return mapped;
}

export interface AmadeusMapOptions {
  timeZoneOf: TimeZoneOf;
  /** Used in offer ids and deeplinks. */
  request: Pick<SearchRequest, "from" | "to" | "date" | "returnDate" | "adults" | "children" | "infants" | "cabin">;
}

/** Maps an answer's offers; offers that do not match the documented shape are skipped. */
export function mapAmadeusOffers(body: unknown, options: AmadeusMapOptions): FlightOffer[] {
  const parsed = amadeusOffersSchema.safeParse(body);
  if (!parsed.success) throw new Error("Amadeus answer has no data array");
  const offers: FlightOffer[] = [];
  const { request } = options;
  const aircraftNames = dictionariesSchema.safeParse(body).data?.dictionaries?.aircraft ?? {};
  for (const raw of parsed.data.data) {
    const result = offerSchema.safeParse(raw);
    if (!result.success) continue;
    const offer = result.data;
    const price = Number(offer.price.grandTotal ?? offer.price.total);
    if (!Number.isFinite(price)) continue;
    const [outbound, inbound] = offer.itineraries;
    if (!outbound) continue;
    const leg = outbound.segments.map((s) => mapSegment(s, options.timeZoneOf, aircraftNames));
    const mapped: FlightOffer = {
      id: `amadeus:${request.from}-${request.to}:${request.date}:${offer.id}`,
      price,
      currency: offer.price.currency,
      provider: amadeusInfo.name,
      // Flight Offers Search gives no booking link: Kiwi.com's search for the same route, dates,
      // travellers and cabin is where the traveller can book it.
      deeplink: kiwiDeepLink({
        from: request.from,
        to: request.to,
        departure: request.date,
        returnDate: inbound ? request.returnDate : undefined,
        travellers: travellersOf(request),
      }),
      leg,
    };
    if (inbound) mapped.returnLeg = inbound.segments.map((s) => mapSegment(s, options.timeZoneOf, aircraftNames));
    offers.push(mapped);
  }
  return offers;
}

/** Amadeus errors `{errors:[{status,code,title,detail}]}` (or the OAuth error shape) → one line. */
export function amadeusErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const errors = (body as { errors?: { title?: string; detail?: string; code?: number }[] }).errors;
  if (Array.isArray(errors) && errors[0]) {
    const e = errors[0];
    return [e.title, e.detail].filter(Boolean).join(": ") + (e.code ? ` (code ${e.code})` : "");
  }
  const oauth = body as { error?: string; error_description?: string };
  if (oauth.error) return [oauth.error, oauth.error_description].filter(Boolean).join(": ");
  return undefined;
}
