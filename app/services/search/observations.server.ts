import { lt } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { nightsBetween } from "../../core/insight/price-verdict";
import { OFFLINE_SOURCE } from "../../core/providers/registry";
import { hasAirportSwitch } from "../../core/search/merge";
import type { FlightOffer, SearchRequest } from "../../core/search/types";
import type { Database } from "../db/database.server";
import { priceObservations } from "../db/schema";
import type { Logger } from "../logging/logger.server";

/** One row of the price history: a source's cheapest price for one trip, as seen at `observedAt`. */
export type PriceObservation = typeof priceObservations.$inferInsert;

/** Where the flow puts what it saw: buffered, never awaited by a search. */
interface ObservationSink {
  /** How many times this server has added to the history: a page showing it is stale once this changes. */
  readonly version: number;
  record(observation: PriceObservation): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The observation of one source's answer to one leg: its cheapest offer the results would show
 * (no airport switch), the total for the request's travellers (kept with it, so a per-adult or a
 * same-party price can be compared), with the trip's length.
 */
export function observationOf(
  request: SearchRequest,
  offers: readonly FlightOffer[],
  seenAt: Date,
): PriceObservation | null {
  const cheapest = offers
    .filter((o) => !hasAirportSwitch(o))
    .reduce<FlightOffer | null>((min, o) => (!min || o.price < min.price ? o : min), null);
  if (!cheapest) return null;
  // A cached fare (Travelpayouts) was seen when the source found it, not now.
  const found = cheapest.priceFoundAt ? new Date(cheapest.priceFoundAt) : null;
  return {
    origin: request.from,
    destination: request.to,
    ...tripOf(request, request.date, request.tripType === "roundtrip" ? request.returnDate : undefined),
    kind: "search",
    source: cheapest.provider,
    sample: cheapest.provider === OFFLINE_SOURCE.name,
    priceCents: Math.round(cheapest.price * 100),
    currency: cheapest.currency,
    observedAt: found && !Number.isNaN(found.getTime()) && found < seenAt ? found : seenAt,
  };
}

/** The trip's days, length, cabin and travellers, as the history keys them. */
export function tripOf(request: SearchRequest, departDate: string, returnDate: string | undefined) {
  return {
    departDate,
    returnDate: returnDate ?? null,
    tripNights: returnDate ? nightsBetween(departDate, returnDate) : null,
    cabin: request.cabin ?? "economy",
    adults: request.adults,
    children: request.children ?? 0,
    infants: request.infants ?? 0,
  };
}

const FLUSH_EVERY_MS = 2000;
/** The same price of the same trip from the same source seen again within this time adds no row. */
const REPEAT_WITHIN_MS = 10 * 60_000;
const REMEMBERED_OBSERVATIONS = 5000;
const MAX_BUFFER = 500;
const RETENTION_DAYS = 400;
const PRUNE_EVERY_MS = 6 * 60 * 60_000;

/**
 * Writes price observations off the hot path, like the search log: `record` only pushes to a
 * buffer; a timer (unref'd) writes it in one INSERT every 2 s (or at 500 rows) and deletes rows
 * older than 400 days at most every 6 hours (a year of history for "typical in December"). A
 * failed write is logged and dropped: the history never slows or breaks a search. `flush` writes
 * now (the deals job reads what its searches saw); `close` writes what is left.
 */
export class ObservationWriter implements ObservationSink {
  private buffer: PriceObservation[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private lastPrune = 0;
  private writes = 0;

  get version(): number {
    return this.writes;
  }

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** What was recorded lately: a repeated search (or calendar) writes its price once. */
  private readonly recent = new LRUCache<string, true>({ max: REMEMBERED_OBSERVATIONS, ttl: REPEAT_WITHIN_MS });

  record(observation: PriceObservation): void {
    const o = observation;
    const key = [o.origin, o.destination, o.departDate, o.returnDate, o.cabin, o.source, o.sample, o.priceCents].join(
      "|",
    );
    if (this.recent.has(key)) return;
    this.recent.set(key, true);
    this.buffer.push(observation);
    this.flushSoon(this.buffer.length >= MAX_BUFFER ? 0 : FLUSH_EVERY_MS);
  }

  private flushSoon(delay: number) {
    if (this.timer && delay > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delay);
    this.timer.unref();
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.buffer;
    this.buffer = [];
    this.writing = this.writing.then(async () => {
      try {
        if (batch.length > 0) {
          await this.db.insert(priceObservations).values(batch);
          this.writes += 1;
        }
        if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
          this.lastPrune = Date.now();
          const cutoff = new Date(Date.now() - RETENTION_DAYS * 86_400_000);
          await this.db.delete(priceObservations).where(lt(priceObservations.observedAt, cutoff));
        }
      } catch (error) {
        this.logger.warn({ err: error, dropped: batch.length }, "could not write price observations");
      }
    });
    return this.writing;
  }

  close(): Promise<void> {
    return this.flush();
  }
}

/** The search flow's services plus the price history it records into (created with the flow). */
export interface ObservationDeps {
  observations?: ObservationSink;
}
