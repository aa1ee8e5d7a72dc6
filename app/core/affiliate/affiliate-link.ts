/**
 * Affiliate hand-off links (Kiwi and Aviasales through the Travelpayouts click tracker), built
 * in the browser. Plain TypeScript:
 * no React, no DOM. The marker comes from the server config (never a secret).
 *
 * https://c111.travelpayouts.com/click?shmarker=<marker>.<subId>&promo_id=<id>
 *   &source_type=customlink&type=click&custom_url=<encoded partner target>
 *
 * Travellers in partner links (docs/decisions/140-passengers-cabin-and-partner-links.md):
 * - Kiwi.com deep links take `adults`, `children`, `infants` and `cabinClass` (ECONOMY,
 *   PREMIUM_ECONOMY, BUSINESS, FIRST_CLASS) as query parameters.
 * - Aviasales search paths end in the passenger digits after the dates: adults, then
 *   children and infants when there are any (`/search/JFK0112CDG2` is 2 adults,
 *   `/search/JFK0112CDG211` 2 adults, 1 child, 1 infant). Its cabin is not in the path;
 *   Aviasales offers are only shown for economy searches (their prices are economy).
 * - Without an offer's own Aviasales link, the search results page Travelpayouts documents
 *   ("Aviasales affiliate links"): `/searches/new?origin_iata&destination_iata&depart_date
 *   &return_date|oneway=1&adults&children&infants&trip_class&with_request=true`.
 * Targets are followed only on the partner hosts of app/core/outbound/partner-hosts.ts.
 */
import { type FLIGHT_PARTNER_HOSTS, isFlightPartnerUrl } from "../outbound/partner-hosts";
import type { Travellers } from "../search/travellers";
import type { Cabin } from "../search/types";

const AFFILIATE_CLICK_ENDPOINT = "https://c111.travelpayouts.com/click";
const DEFAULT_MARKER = "457050";
const KIWI_PROMO_ID = "3791";
const AVIASALES_PROMO_ID = "generic";
const KIWI_DEEP_LINK = "https://www.kiwi.com/deep";
const AVIASALES_HOME = "https://www.aviasales.com/";
const AVIASALES_SEARCH = "https://www.aviasales.com/searches/new";

export const AFFILIATE_PROGRAMS = [
  "kiwi",
  "aviasales",
] as const satisfies readonly (keyof typeof FLIGHT_PARTNER_HOSTS)[];
export type AffiliateProgram = (typeof AFFILIATE_PROGRAMS)[number];

/** The partner's name as travellers know it: brand names, the same in every language. */
const PARTNER_NAMES: Record<AffiliateProgram, string> = { kiwi: "Kiwi.com", aviasales: "Aviasales" };

export function partnerName(program: AffiliateProgram): string {
  return PARTNER_NAMES[program];
}

export const UNSUPPORTED_PROGRAM = "Unsupported program";
export const SUB_ID_PATTERN = /^[A-Za-z0-9_]{1,32}$/;

class UnsupportedProgramError extends Error {
  constructor() {
    super(UNSUPPORTED_PROGRAM);
    this.name = "UnsupportedProgramError";
  }
}

function isAffiliateProgram(value: unknown): value is AffiliateProgram {
  return typeof value === "string" && (AFFILIATE_PROGRAMS as readonly string[]).includes(value);
}

const SUB_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh subId: `<prefix>_<12 random chars>`, only [A-Za-z0-9_], at most 32 characters. */
export function createSubId(prefix = "fl", random: (n: number) => Uint8Array = randomBytes): string {
  const bytes = random(12);
  let id = "";
  for (const byte of bytes) id += SUB_ID_ALPHABET[byte % SUB_ID_ALPHABET.length];
  const cleanPrefix = prefix.replace(/[^A-Za-z0-9_]/g, "").slice(0, 18);
  return cleanPrefix ? `${cleanPrefix}_${id}` : id;
}

function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** Keeps a caller's subId when it is valid, else strips it to the allowed characters or creates one. */
export function normaliseSubId(subId: string | undefined | null): string {
  if (!subId) return createSubId();
  if (SUB_ID_PATTERN.test(subId)) return subId;
  const cleaned = subId.replace(/[^A-Za-z0-9_]/g, "").slice(0, 32);
  return cleaned || createSubId();
}

const KIWI_CABIN_CLASS: Record<Cabin, string> = {
  economy: "ECONOMY",
  premium_economy: "PREMIUM_ECONOMY",
  business: "BUSINESS",
  first: "FIRST_CLASS",
};

export interface KiwiTarget {
  from: string;
  to: string;
  departure?: string | null;
  returnDate?: string | null;
  /** Who travels, in which cabin; without it Kiwi.com asks (its default is 1 adult, economy). */
  travellers?: Travellers | null;
}

/** Kiwi.com deep link: codes upper-cased, dates only when present, travellers and cabin when known. */
export function kiwiDeepLink({ from, to, departure, returnDate, travellers }: KiwiTarget): string {
  const params = new URLSearchParams();
  params.set("from", from.trim().toUpperCase());
  params.set("to", to.trim().toUpperCase());
  if (departure) params.set("departure", departure);
  if (returnDate) params.set("return", returnDate);
  if (travellers) {
    params.set("adults", String(travellers.adults));
    params.set("children", String(travellers.children));
    params.set("infants", String(travellers.infants));
    params.set("cabinClass", KIWI_CABIN_CLASS[travellers.cabin]);
  }
  return `${KIWI_DEEP_LINK}?${params.toString()}`;
}

/** Aviasales documents three classes: economy 0, business 1, first 2 (premium economy searches economy). */
const AVIASALES_TRIP_CLASS: Record<Cabin, string> = { economy: "0", premium_economy: "0", business: "1", first: "2" };

/** Aviasales' search results page for a route and dates, with travellers and class when known. */
export function aviasalesSearchLink({ from, to, departure, returnDate, travellers }: KiwiTarget): string {
  const params = new URLSearchParams();
  params.set("origin_iata", from.trim().toUpperCase());
  params.set("destination_iata", to.trim().toUpperCase());
  if (departure) params.set("depart_date", departure);
  if (returnDate) params.set("return_date", returnDate);
  else params.set("oneway", "1");
  if (travellers) {
    params.set("adults", String(travellers.adults));
    params.set("children", String(travellers.children));
    params.set("infants", String(travellers.infants));
    params.set("trip_class", AVIASALES_TRIP_CLASS[travellers.cabin]);
  }
  params.set("with_request", "true");
  return `${AVIASALES_SEARCH}?${params.toString()}`;
}

const AVIASALES_SEARCH_PATH = /^(\/search\/[A-Z]{3}\d{4}[A-Z]{3})(\d{1,7})(?=$|[?#])/;

/**
 * An Aviasales link (absolute, or a path as Travelpayouts' `link` gives it) with its
 * passenger digits set for these travellers; the dates and everything after the path are
 * kept. A link that is not an Aviasales search path comes back unchanged.
 */
export function aviasalesLinkFor(
  link: string,
  travellers: Pick<Travellers, "adults" | "children" | "infants">,
): string {
  const url = new URL(link, "https://www.aviasales.com");
  const match = AVIASALES_SEARCH_PATH.exec(url.pathname + url.search);
  if (!match?.[1] || !match[2]) return link;
  // A return date is four more digits before the passengers (at most three digits: 9 adults, 9 children, 9 infants).
  const returnDate = match[2].length > 3 ? match[2].slice(0, 4) : "";
  const extra = travellers.children > 0 || travellers.infants > 0 ? `${travellers.children}${travellers.infants}` : "";
  const path = `${match[1]}${returnDate}${travellers.adults}${extra}`;
  const rebuilt = `${path}${url.search}${url.hash}`;
  return link.startsWith("/") ? rebuilt : `${url.origin}${rebuilt}`;
}

export interface AffiliateLinkInput {
  program: string;
  marker?: string;
  subId?: string | null;
  origin: string;
  destination: string;
  departure?: string | null;
  returnDate?: string | null;
  /** Who travels and in which cabin, for the partner's search. */
  travellers?: Travellers | null;
  /** The offer's own partner page (e.g. Travelpayouts' per-offer Aviasales link), used when on the partner's hosts. */
  target?: string | null;
}

export interface AffiliateLink {
  url: string;
  program: AffiliateProgram;
  subId: string;
  target: string;
  promoId: string;
}

export interface PartnerTarget {
  program: AffiliateProgram;
  /** The partner page the traveller lands on. */
  target: string;
  promoId: string;
}

/**
 * Where a hand-off lands: the offer's own partner page when it is on the partner's hosts,
 * else the partner's search for the route, dates, travellers and cabin (Aviasales' home page
 * when not even a date is known). Throws UnsupportedProgramError for anything but kiwi / aviasales.
 */
export function partnerTarget(input: Omit<AffiliateLinkInput, "marker" | "subId">): PartnerTarget {
  if (!isAffiliateProgram(input.program)) throw new UnsupportedProgramError();
  const program = input.program;
  if (input.target && isFlightPartnerUrl(input.target, program)) {
    return { program, target: input.target, promoId: promoIdFor(program) };
  }
  const trip = {
    from: input.origin,
    to: input.destination,
    departure: input.departure,
    returnDate: input.returnDate,
    travellers: input.travellers,
  };
  const promoId = promoIdFor(program);
  if (program === "kiwi") return { program, target: kiwiDeepLink(trip), promoId };
  return { program, target: input.departure ? aviasalesSearchLink(trip) : AVIASALES_HOME, promoId };
}

function promoIdFor(program: AffiliateProgram): string {
  return program === "kiwi" ? KIWI_PROMO_ID : AVIASALES_PROMO_ID;
}

/** Builds the tracking click URL; throws UnsupportedProgramError for anything but kiwi / aviasales. */
export function buildAffiliateLink(input: AffiliateLinkInput): AffiliateLink {
  const { program, target, promoId } = partnerTarget(input);
  const subId = normaliseSubId(input.subId);
  const marker = /^\d+$/.test(input.marker ?? "") ? (input.marker as string) : DEFAULT_MARKER;
  const params = new URLSearchParams({
    shmarker: `${marker}.${subId}`,
    promo_id: promoId,
    source_type: "customlink",
    type: "click",
    custom_url: target,
  });
  return { url: `${AFFILIATE_CLICK_ENDPOINT}?${params.toString()}`, program, subId, target, promoId };
}

/** Which partner a search offer hands off to: Aviasales links stay with Aviasales, everything else goes to Kiwi.com. */
export function programForDeeplink(deeplink: string | undefined): AffiliateProgram {
  return isFlightPartnerUrl(deeplink, "aviasales") ? "aviasales" : "kiwi";
}
