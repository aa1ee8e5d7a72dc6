/**
 * Local test doubles that speak the providers' wire formats (node:http, port 0).
 *
 * Amadeus: POST /v1/security/oauth2/token (form-encoded client_credentials) and
 * GET /v2/shopping/flight-offers, errors in Amadeus' `{errors:[{status,code,title,detail}]}`
 * shape. Travelpayouts: /aviasales/v3/prices_for_dates, /v2/prices/week-matrix,
 * /v2/prices/latest and /aviasales/v3/get_latest_prices in the `{success,data,error}` envelope.
 *
 * The answers come from the examples in the official specs (tests/fakes/fixtures, extracted
 * from /work/shared/reference) with the dates moved to the requested day, never from the
 * app's mappers. Behaviours are scripted in-process (`fake.set(...)`) or over HTTP
 * (`POST /__fake/behaviour` with the same JSON), so a separately started app can be steered.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

type Behaviour =
  | "normal"
  | "empty"
  | "400"
  | "401"
  | "429"
  | "500"
  | "malformed"
  | "slow"
  | "hang"
  /** Travelpayouts only: HTTP 200 with the failed envelope `{success:false, data:null, error}`. */
  | "error_envelope";

/** The error message of the Travelpayouts fake's "error_envelope" behaviour. */
export const TP_ENVELOPE_ERROR = "Some parameters are invalid: departure_at must be YYYY-MM or YYYY-MM-DD";

export interface BehaviourSettings {
  /** Behaviour of the data endpoints (flight offers, prices). */
  behaviour?: Behaviour;
  /** Amadeus only: behaviour of the token endpoint (normal, 401, 500, …). */
  tokenBehaviour?: Behaviour;
  /** Delay before every answer, ms (the "slow" behaviour uses slowMs). */
  delayMs?: number;
  /** Delay of the "slow" behaviour, ms (default 3000). */
  slowMs?: number;
  /** Apply the behaviour to this many data requests only, then go back to normal. */
  times?: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** True when the caller hung up before the answer was sent. */
  aborted: boolean;
}

export interface ProviderFake {
  url: string;
  requests: RecordedRequest[];
  set(settings: BehaviourSettings): void;
  reset(): void;
  close(): Promise<void>;
}

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"));
const AMADEUS_OFFERS = fixture("amadeus-flight-offers.json");
const AMADEUS_MISC = fixture("amadeus-misc.json");
const TP_PRICES = fixture("travelpayouts-prices-for-dates.json");
const TP_WEEK = fixture("travelpayouts-week-matrix.json");

const DAY = 86_400_000;

/** Offsets from a month's first day of the days a month's latest prices hold (day % 5 !== 0). */
function cachedDaysOfMonth(monthStart: string): number[] {
  const [year, month] = monthStart.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => i).filter((offset) => (offset + 1) % 5 !== 0);
}

function shiftDate(value: string, days: number): string {
  // Keeps the wall-clock part and offset; moves the calendar date.
  const match = /^(\d{4}-\d{2}-\d{2})(.*)$/.exec(value);
  if (!match?.[1]) return value;
  const date = new Date(Date.parse(`${match[1]}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  return `${date}${match[2] ?? ""}`;
}

const dayDiff = (from: string, to: string) =>
  Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY);

function send(res: http.ServerResponse, status: number, body: unknown, type = "application/json") {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(text) });
  res.end(text);
}

interface Handled {
  status: number;
  body: unknown;
  type?: string;
}

function createFake(
  name: string,
  handle: (req: RecordedRequest, settings: Required<BehaviourSettings>, dataBehaviour: Behaviour) => Handled | null,
  isDataPath: (path: string) => boolean,
): Promise<ProviderFake> {
  const defaults: Required<BehaviourSettings> = {
    behaviour: "normal",
    tokenBehaviour: "normal",
    delayMs: 0,
    slowMs: 3000,
    times: Number.POSITIVE_INFINITY,
  };
  let settings = { ...defaults };
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", async () => {
      if (url.pathname === "/__fake/behaviour" && req.method === "POST") {
        try {
          const parsed = JSON.parse(body || "{}") as BehaviourSettings & { reset?: boolean };
          if (parsed.reset) settings = { ...defaults };
          settings = { ...settings, ...parsed };
          send(res, 200, { ok: true, settings });
        } catch {
          send(res, 400, { ok: false, error: "body must be JSON" });
        }
        return;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        aborted: false,
      };
      requests.push(recorded);
      res.on("close", () => {
        if (!res.writableFinished) recorded.aborted = true;
      });

      let dataBehaviour: Behaviour = "normal";
      if (isDataPath(url.pathname) && settings.times > 0) {
        dataBehaviour = settings.behaviour;
        if (settings.behaviour !== "normal") {
          settings.times -= 1;
          if (settings.times <= 0) settings = { ...settings, behaviour: "normal", times: Number.POSITIVE_INFINITY };
        }
      }
      const tokenPath = !isDataPath(url.pathname);
      const effective = tokenPath ? settings.tokenBehaviour : dataBehaviour;
      if (effective === "hang") return; // never answers; the caller must give up
      const wait = settings.delayMs + (effective === "slow" ? settings.slowMs : 0);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (res.destroyed) return;
      if (effective === "malformed") {
        send(res, 200, '{"data": [ { "broken": tru', "application/json");
        return;
      }
      const answer = handle(recorded, settings, dataBehaviour);
      if (!answer) {
        send(res, 404, { error: `${name} fake: no route ${req.method} ${url.pathname}` });
        return;
      }
      send(res, answer.status, answer.body, answer.type);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        set: (next) => {
          settings = { ...settings, ...next };
        },
        reset: () => {
          settings = { ...defaults };
          requests.length = 0;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

const amadeusError = (status: number, code: number, title: string, detail?: string) => ({
  errors: [{ status, code, title, ...(detail ? { detail } : {}) }],
});

/** Amadeus Self-Service double: OAuth2 token + Flight Offers Search v2. */
export function startAmadeusFake(initial: BehaviourSettings = {}): Promise<ProviderFake> {
  let tokenCounter = 0;
  const AMADEUS_TYPE = "application/vnd.amadeus+json";
  return createFake(
    "amadeus",
    (req, settings, behaviour) => {
      if (req.path === "/v1/security/oauth2/token" && req.method === "POST") {
        const form = new URLSearchParams(req.body);
        if (settings.tokenBehaviour === "401" || form.get("grant_type") !== "client_credentials") {
          return { status: 401, body: AMADEUS_MISC.tokenError };
        }
        if (settings.tokenBehaviour === "500") return { status: 500, body: AMADEUS_MISC.error500 };
        tokenCounter += 1;
        return {
          status: 200,
          body: {
            ...AMADEUS_MISC.token,
            client_id: form.get("client_id"),
            access_token: `fake-token-${tokenCounter}`,
          },
        };
      }
      if (req.path === "/v2/shopping/flight-offers" && req.method === "GET") {
        const auth = req.headers.authorization ?? "";
        if (!auth.startsWith("Bearer fake-token-") || behaviour === "401") {
          return {
            status: 401,
            type: AMADEUS_TYPE,
            body: amadeusError(
              401,
              38192,
              "Access token expired",
              "The access token provided in the Authorization header is expired",
            ),
          };
        }
        switch (behaviour) {
          case "400":
            return { status: 400, type: AMADEUS_TYPE, body: AMADEUS_MISC.error400 };
          case "429":
            return {
              status: 429,
              type: AMADEUS_TYPE,
              body: amadeusError(
                429,
                38194,
                "Too many requests",
                "The network rate limit is exceeded, please try again later",
              ),
            };
          case "500":
            return { status: 500, type: AMADEUS_TYPE, body: AMADEUS_MISC.error500 };
          case "empty":
            return { status: 200, type: AMADEUS_TYPE, body: { meta: { count: 0 }, data: [] } };
          default:
            break;
        }
        const travellers = amadeusTravellers(req.query);
        if ("problem" in travellers) {
          return {
            status: 400,
            type: AMADEUS_TYPE,
            body: amadeusError(400, 4926, "INVALID DATA RECEIVED", travellers.problem),
          };
        }
        const wanted = req.query.departureDate ?? "";
        const first = AMADEUS_OFFERS.data[0].itineraries[0].segments[0].departure.at as string;
        const shift = /^\d{4}-\d{2}-\d{2}$/.test(wanted) ? dayDiff(first, wanted) : 0;
        const data = structuredClone(AMADEUS_OFFERS.data).map((offer: AmadeusFixtureOffer) => ({
          ...offer,
          travelerPricings: echoTravelers(offer.travelerPricings, travellers),
          itineraries: offer.itineraries.map((itinerary) => {
            const it = itinerary as { segments: { departure: { at: string }; arrival: { at: string } }[] };
            return {
              ...it,
              segments: it.segments.map((segment) => ({
                ...segment,
                departure: { ...segment.departure, at: shiftDate(segment.departure.at, shift) },
                arrival: { ...segment.arrival, at: shiftDate(segment.arrival.at, shift) },
              })),
            };
          }),
        }));
        const max = Number(req.query.max ?? 250);
        const sliced = data.slice(0, Number.isFinite(max) && max > 0 ? max : 250);
        return {
          status: 200,
          type: AMADEUS_TYPE,
          body: { ...AMADEUS_OFFERS, meta: { count: sliced.length }, data: sliced },
        };
      }
      return null;
    },
    (path) => path !== "/v1/security/oauth2/token",
  ).then((fake) => {
    fake.set(initial);
    return fake;
  });
}

interface FakeTravelerPricing {
  travelerId: string;
  travelerType: string;
  associatedAdultId?: string;
  fareDetailsBySegment: { cabin?: string }[];
}
interface AmadeusFixtureOffer {
  itineraries: unknown[];
  travelerPricings: FakeTravelerPricing[];
}
interface FakeTravellers {
  adults: number;
  children: number;
  infants: number;
  travelClass?: string;
}

const TRAVEL_CLASSES = ["ECONOMY", "PREMIUM_ECONOMY", "BUSINESS", "FIRST"];

/**
 * The travellers of a flight-offers query, checked as Amadeus documents them (swagger:
 * adults 1–9, children and infants 0–9, adults + children ≤ 9, infants ≤ adults,
 * travelClass one of four), or the problem Amadeus would answer with a 400.
 */
function amadeusTravellers(query: Record<string, string>): FakeTravellers | { problem: string } {
  const count = (name: string, fallback: number) => {
    const raw = query[name];
    return raw === undefined ? fallback : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  };
  const t: FakeTravellers = {
    adults: count("adults", Number.NaN),
    children: count("children", 0),
    infants: count("infants", 0),
  };
  if (query.travelClass !== undefined) t.travelClass = query.travelClass;
  if (!Number.isInteger(t.adults) || t.adults < 1 || t.adults > 9) return { problem: "adults must be from 1 to 9" };
  if (!Number.isInteger(t.children) || !Number.isInteger(t.infants))
    return { problem: "children and infants must be whole numbers" };
  if (t.adults + t.children > 9)
    return { problem: "the number of seated travelers (adults and children) can not exceed 9" };
  if (t.infants > t.adults) return { problem: "the number of infants must not exceed the number of adults" };
  if (t.travelClass !== undefined && !TRAVEL_CLASSES.includes(t.travelClass))
    return { problem: "travelClass is invalid" };
  return t;
}

/** One travelerPricing per traveller of the query, as Amadeus answers (ADULT, CHILD, HELD_INFANT), in the asked cabin. */
function echoTravelers(pricings: FakeTravelerPricing[], t: FakeTravellers): FakeTravelerPricing[] {
  const template = pricings[0];
  if (!template) return pricings;
  const out: FakeTravelerPricing[] = [];
  const add = (travelerType: string, extra: Partial<FakeTravelerPricing> = {}) =>
    out.push({
      ...structuredClone(template),
      travelerId: String(out.length + 1),
      travelerType,
      fareDetailsBySegment: template.fareDetailsBySegment.map((f) => ({
        ...f,
        ...(t.travelClass ? { cabin: t.travelClass } : {}),
      })),
      ...extra,
    });
  for (let i = 0; i < t.adults; i++) add("ADULT");
  for (let i = 0; i < t.children; i++) add("CHILD");
  for (let i = 0; i < t.infants; i++) add("HELD_INFANT", { associatedAdultId: String(i + 1) });
  return out;
}

const tpEnvelopeError = (message: string) => ({ success: false, data: null, error: message });

/**
 * Destinations the fake's origin-only prices_for_dates answers with (the explore page's call).
 * Each destination's prices are the fixture's plus its offset (Paris: none), the same on the
 * route's own prices_for_dates, so a search of an explored trip finds the explored price.
 */
const TP_DESTINATIONS = ["PAR", "LON", "ROM", "BCN", "LIS", "REK", "CUN", "TYO"];
const destinationOffset = (destination: string) => {
  const index = TP_DESTINATIONS.indexOf(destination);
  return index <= 0 ? 0 : index * 37 - 120;
};

/**
 * prices_for_dates with the origin alone and a month: the fixture's two tickets (a nonstop and
 * one with a stop; `direct=true` keeps the nonstop) to every destination, leaving on the month's
 * 10th (one way, or back after 7 or 14 nights) and on its second Friday (back on Sunday), found
 * yesterday.
 */
function cheapestFromOrigin(origin: string, query: Record<string, string>): Record<string, unknown>[] {
  const month = /^\d{4}-\d{2}$/.test(query.departure_at ?? "") ? (query.departure_at as string) : "";
  if (!month) return [];
  const oneWay = query.one_way !== "false";
  const first = (TP_PRICES.data as Record<string, unknown>[])[0] as { departure_at: string; return_at: string };
  const firstFriday =
    [8, 9, 10, 11, 12, 13, 14].find(
      (d) => new Date(`${month}-${String(d).padStart(2, "0")}T00:00:00Z`).getUTCDay() === 5,
    ) ?? 8;
  const trips: [number, number | null][] = oneWay
    ? [[10, null]]
    : [
        [10, 7],
        [10, 14],
        [firstFriday, 2],
      ];
  const yesterday = new Date(Date.now() - DAY);
  const searchDate = `${String(yesterday.getUTCDate()).padStart(2, "0")}${String(yesterday.getUTCMonth() + 1).padStart(2, "0")}${yesterday.getUTCFullYear()}`;
  const data: Record<string, unknown>[] = [];
  for (const destination of TP_DESTINATIONS) {
    if (destination === origin) continue;
    for (const [day, nights] of trips) {
      const depart = `${month}-${String(day).padStart(2, "0")}`;
      for (const item of TP_PRICES.data as Record<string, unknown>[]) {
        if (query.direct === "true" && item.transfers !== 0) continue;
        const next: Record<string, unknown> = {
          ...item,
          origin,
          destination,
          price: (item.price as number) + destinationOffset(destination),
          departure_at: shiftDate(item.departure_at as string, dayDiff(first.departure_at, depart)),
          link: String(item.link).replace(/search_date=\d{8}/, `search_date=${searchDate}`),
        };
        if (nights === null) {
          delete next.return_at;
          delete next.return_transfers;
          delete next.duration_back;
        } else {
          next.return_at = shiftDate(item.return_at as string, dayDiff(first.return_at, depart) + nights);
        }
        data.push(next);
      }
    }
  }
  return data.sort((a, b) => (a.price as number) - (b.price as number));
}

/** Travelpayouts Data API double. */
export function startTravelpayoutsFake(initial: BehaviourSettings = {}): Promise<ProviderFake> {
  return createFake(
    "travelpayouts",
    (req, _settings, behaviour) => {
      const known = [
        "/aviasales/v3/prices_for_dates",
        "/v2/prices/week-matrix",
        "/v2/prices/latest",
        "/aviasales/v3/get_latest_prices",
      ];
      if (!known.includes(req.path)) return null;
      const token = req.headers["x-access-token"] ?? req.query.token;
      if (!token || behaviour === "401") return { status: 401, body: tpEnvelopeError("Unauthorized") };
      switch (behaviour) {
        case "400":
          return { status: 400, body: tpEnvelopeError("invalid parameter: origin") };
        case "429":
          return { status: 429, body: tpEnvelopeError("rate limit exceeded"), type: "application/json" };
        case "500":
          return { status: 500, body: tpEnvelopeError("internal server error") };
        case "error_envelope":
          return { status: 200, body: tpEnvelopeError(TP_ENVELOPE_ERROR) };
        case "empty":
          return { status: 200, body: { success: true, data: [], currency: req.query.currency ?? "usd" } };
        default:
          break;
      }
      const origin = req.query.origin ?? "NYC";
      if (req.path === "/aviasales/v3/prices_for_dates" && !req.query.destination) {
        return { status: 200, body: { ...TP_PRICES, data: cheapestFromOrigin(origin, req.query) } };
      }
      const destination = req.query.destination ?? "PAR";
      if (req.path === "/aviasales/v3/prices_for_dates") {
        const wanted = req.query.departure_at ?? "";
        const firstItem = TP_PRICES.data[0] as { departure_at: string };
        const shift = /^\d{4}-\d{2}-\d{2}$/.test(wanted) ? dayDiff(firstItem.departure_at, wanted) : 0;
        const roundTrip = req.query.one_way === "false" && req.query.return_at;
        const returnShift = roundTrip
          ? dayDiff((TP_PRICES.data[0] as { return_at: string }).return_at, req.query.return_at as string)
          : 0;
        const data = (TP_PRICES.data as Record<string, unknown>[]).map((item) => {
          const next: Record<string, unknown> = {
            ...item,
            origin,
            destination,
            price: (item.price as number) + destinationOffset(destination),
            departure_at: shiftDate(item.departure_at as string, shift),
          };
          if (roundTrip) next.return_at = shiftDate(item.return_at as string, returnShift);
          else {
            delete next.return_at;
            delete next.return_transfers;
            delete next.duration_back;
            next.duration = item.duration_to;
          }
          return next;
        });
        return { status: 200, body: { ...TP_PRICES, data } };
      }
      // week-matrix and latest prices: the week-matrix item shape. The week matrix has one per day
      // around the date; latest prices for a month (period_type=month) have the days of that month
      // whose day number is not a multiple of 5, like a cache that holds most days but not all.
      const template = TP_WEEK.data[0] as Record<string, unknown>;
      const monthStart = req.query.period_type === "month" ? req.query.beginning_of_period : undefined;
      const center = req.query.depart_date ?? monthStart ?? "2026-03-10";
      const offsets = monthStart ? cachedDaysOfMonth(monthStart) : [-3, -2, -1, 0, 1, 2, 3, 4];
      const data = offsets.map((offset, i) => ({
        ...template,
        origin,
        destination,
        depart_date: shiftDate(center, offset),
        return_date: req.query.return_date ? shiftDate(req.query.return_date, offset) : "",
        value: (template.value as number) + ((i * 37) % 90) - 40,
      }));
      return { status: 200, body: { ...TP_WEEK, data } };
    },
    () => true,
  ).then((fake) => {
    fake.set(initial);
    return fake;
  });
}

/**
 * The environment that points Fareline at a pair of fakes with test credentials;
 * pass your own secret or token to check that it never leaks.
 */
export function fakeProvidersEnv(
  amadeus: ProviderFake,
  travelpayouts: ProviderFake,
  credentials: { amadeusSecret?: string; travelpayoutsToken?: string } = {},
): Record<string, string> {
  return {
    AMADEUS_BASE_URL: amadeus.url,
    AMADEUS_CLIENT_ID: "fake-client",
    AMADEUS_CLIENT_SECRET: credentials.amadeusSecret ?? "fake-secret",
    TRAVELPAYOUTS_BASE_URL: travelpayouts.url,
    TRAVELPAYOUTS_TOKEN: credentials.travelpayoutsToken ?? "fake-token",
    // The deals job searches every source at start; tests that count a fake's calls would count
    // its searches too. The deals test turns it back on.
    DEALS_CRON: "off",
  };
}
