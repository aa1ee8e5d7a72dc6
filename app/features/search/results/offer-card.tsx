import { useId, useState } from "react";
import { partnerName, programForDeeplink } from "../../../core/affiliate/affiliate-link";
import { airlineMark } from "../../../core/airlines/airline-marks";
import type { BagPrice } from "../../../core/offers/bags";
import { OFFLINE_SOURCE, sourceInfo } from "../../../core/providers/registry";
import { type Travellers, travellerCount } from "../../../core/search/travellers";
import type { FlightOffer, Segment } from "../../../core/search/types";
import { formatDuration } from "../../../format/durations";
import { formatPrice } from "../../../format/money";
import { intlLocale } from "../../../i18n/locales";
import { Button, buttonClass } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { RichText, useLocale, useT } from "../../../ui/i18n";
import { ChevronDown, Clock, type IconProps, Svg } from "../../../ui/icons";
import { HandOffNote, handOffOf } from "../../affiliate/hand-off-note";
import { PartnerLink } from "../../affiliate/partner-link";
import { useAirlineName } from "./airline-names";
import { LegDetails, useAirportNames } from "./flight-details";
import { BagPriceNote, BagsNote, EmissionsNote } from "./offer-extras";
import {
  dayShift,
  flightNumbers,
  legMinutes,
  legStops,
  localDayLabel,
  localTime,
  offerMinutes,
  priceAge,
  routeLabel,
} from "./offer-view";
import { sourceName } from "./source-text";

// Plain SVG, like the shell's icons: a list of 30 cards drew 90 lucide components, and lucide's factory costs every
// results page JavaScript.
const ArrowRight = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </Svg>
);

/** The airline's coloured monogram: decorative, its name is always written beside it. */
function AirlineMark({ code }: { code: string }) {
  const mark = airlineMark(code);
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-md text-[0.65rem] font-bold text-white ${mark.colour}`}
    >
      {mark.letters}
    </span>
  );
}

/**
 * The source of an offer, in its registry label and colour (text and border on white; the
 * registry test keeps every colour at 4.5:1 or more against white, WCAG AA for small text).
 * Sample offers keep their own test id: they are never a live price.
 */
function SourceBadge({ name }: { name: string }) {
  const t = useT();
  const colour = sourceInfo(name)?.colour;
  return (
    <span
      className="rounded-full border border-slate-300 bg-white px-2 py-0.5 font-semibold text-slate-800"
      style={colour ? { color: colour, borderColor: colour } : undefined}
      data-testid={name === OFFLINE_SOURCE.name ? "sample-badge" : "source-badge"}
      data-source={name}
    >
      {sourceName(t, name)}
    </span>
  );
}

/**
 * One flight of an offer. On a phone its parts wrap as they fit. From the sm breakpoint it is
 * always two lines, the times, then duration, stops and airlines cut with an ellipsis (whole in
 * the flight details): every card has the same height whatever the day's flights, so a desktop
 * screen holds the same number of cards on any date.
 */
function LegLine({ leg, direction }: { leg: Segment[]; direction: "outbound" | "return" }) {
  const t = useT();
  const airlineName = useAirlineName();
  const locale = intlLocale(useLocale());
  const first = leg[0];
  const last = leg[leg.length - 1];
  if (!first || !last) return null;
  const stops = legStops(leg);
  const shift = dayShift(first.departureTime, last.arrivalTime);
  const carriers = [...new Set(leg.map((s) => s.carrier))];
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t(`results.card.${direction}`, { day: localDayLabel(first.departureTime, locale) })}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:block">
        <span className="inline-flex items-center gap-2 whitespace-nowrap">
          <span className="text-lg font-bold tabular-nums" data-testid="depart-time">
            {localTime(first.departureTime)}
          </span>
          <span className="text-sm text-slate-600">{first.from}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4 text-slate-500" />
          <span className="text-lg font-bold tabular-nums" data-testid="arrive-time">
            {localTime(last.arrivalTime)}
            {shift > 0 && (
              <sup className="ml-0.5 text-xs text-red-700" title={t("results.card.arrivesLater", { count: shift })}>
                +{shift}
              </sup>
            )}
          </span>
          <span className="text-sm text-slate-600">{last.to}</span>
        </span>
        <span
          className="contents text-sm sm:block sm:truncate"
          title={`${carriers.map(airlineName).join(", ")} · ${flightNumbers(leg)}`}
        >
          <span className="inline-flex items-center gap-1 whitespace-nowrap align-middle text-sm text-slate-700 sm:mr-3">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" /> {formatDuration(legMinutes(leg), locale)}
          </span>
          <span className="text-sm text-slate-700 sm:mr-3" data-testid="stops">
            {leg.length > 1 ? (
              <RichText
                id="results.card.stopsVia"
                values={{
                  count: stops,
                  airports: leg
                    .slice(0, -1)
                    .map((s) => s.to)
                    .join(", "),
                }}
                components={{ muted: <span className="text-slate-600" /> }}
              />
            ) : (
              t("results.card.stops", { count: stops })
            )}
          </span>
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:inline">
            {carriers.map((code) => (
              <span key={code} className="inline-flex items-center gap-1.5 align-middle sm:mr-2" data-testid="airline">
                <AirlineMark code={code} />
                <span className="font-medium">{airlineName(code)}</span>
              </span>
            ))}
            <span className="text-xs text-slate-600" data-testid="flights">
              {flightNumbers(leg)}
            </span>
          </span>
        </span>
      </div>
    </div>
  );
}

export interface OfferCardProps {
  offer: FlightOffer;
  marker: string;
  functionsBasePath: string;
  departure: string;
  returnDate?: string;
  /** Who the price is for: every card's price is the booking's total. */
  travellers: Travellers;
  now: number;
  /** The leg's median emissions estimate, for the "lower emissions" badge. */
  median?: number | null;
  /** With "1 checked bag": what the shown price (the offer's) includes. */
  bagPrice?: BagPrice;
}

/** One result: route, price (0 decimals), times as local at each airport, stops, provider, flights, View Deal →. */
export function OfferCard({
  offer,
  marker,
  functionsBasePath,
  departure,
  returnDate,
  travellers,
  now,
  median = null,
  bagPrice,
}: OfferCardProps) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const price = formatPrice(offer.price, offer.currency, locale);
  const route = routeLabel(t, offer);
  const origin = offer.leg[0]?.from ?? "";
  const destination = offer.leg[offer.leg.length - 1]?.to ?? "";
  // Cached prices (Travelpayouts) carry when they were found; live and sample prices do not.
  const age = priceAge(t, offer.priceFoundAt, now);
  const sample = offer.provider === OFFLINE_SOURCE.name;
  const totalStops = legStops(offer.leg) + (offer.returnLeg ? legStops(offer.returnLeg) : 0);
  const hasReturn = !!offer.returnLeg?.length;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const handOffId = useId();
  // The offer's own partner page (Travelpayouts' per-offer Aviasales link) when it is on the
  // partner's hosts, else the partner's search for the same route, dates, travellers and cabin.
  const partnerLink = {
    program: programForDeeplink(offer.deeplink),
    marker,
    origin,
    destination,
    departure,
    returnDate,
    travellers,
    target: offer.deeplink,
  };
  const handOff = handOffOf(partnerLink);
  const segments = [...offer.leg, ...(offer.returnLeg ?? [])];
  const names = useAirportNames(
    segments.flatMap((s) => [s.from, s.to]),
    open,
    functionsBasePath,
  );
  return (
    <Card
      as="li"
      className="px-4 py-3 shadow-sm"
      data-testid="offer-card"
      data-price={offer.price}
      data-provider={offer.provider}
      data-minutes={offerMinutes(offer)}
      data-stops={totalStops}
    >
      {/* Route and price side by side; emissions and bags under the route beside the price's second line (one
          line from the sm breakpoint, so every card keeps one height), the whole card's width on a phone. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-base font-bold" data-testid="offer-route">
            {route}
          </h3>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <SourceBadge name={offer.provider} />
            <span className="text-slate-600">{t("results.card.totalStops", { count: totalStops })}</span>
            {age && <span className="text-slate-600">{t("results.card.priceFound", { age })}</span>}
          </div>
        </div>
        <p className="text-right leading-tight sm:row-span-2">
          <span className="block text-2xl font-extrabold text-brand-700" data-testid="offer-price">
            {price}
          </span>
          <span className="text-xs text-slate-600" data-testid="price-total">
            {t("results.card.priceTotal", { count: travellerCount(travellers), currency: offer.currency })}
          </span>
          {bagPrice && <BagPriceNote bagPrice={bagPrice} currency={offer.currency} />}
        </p>
        <p className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700 sm:col-span-1 sm:h-5 sm:flex-nowrap sm:overflow-hidden sm:whitespace-nowrap">
          <EmissionsNote kg={offer.co2eKg} median={median} />
          <BagsNote bags={offer.bags} currency={offer.currency} truncate />
        </p>
      </div>
      {/* A return trip's two flights sit side by side on wider screens, so the card stays one flight tall. */}
      <div className={hasReturn ? "sm:grid sm:grid-cols-2 sm:gap-4" : undefined}>
        <LegLine leg={offer.leg} direction="outbound" />
        {hasReturn && offer.returnLeg && <LegLine leg={offer.returnLeg} direction="return" />}
      </div>
      <div id={detailsId} hidden={!open} data-testid="flight-details">
        {open && (
          <>
            <LegDetails leg={offer.leg} label={t("results.details.outbound")} names={names} />
            {offer.returnLeg && offer.returnLeg.length > 0 && (
              <LegDetails leg={offer.returnLeg} label={t("results.details.return")} names={names} />
            )}
            <p className="mt-3 text-xs text-slate-700">
              <BagsNote bags={offer.bags} currency={offer.currency} />
              {offer.co2eKg !== undefined && <span className="block">{t("offers.emissions.about")}</span>}
            </p>
          </>
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <Button
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
          variant="ghost"
          size="sm"
          className="min-h-11"
        >
          <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
          <RichText
            id="results.card.details"
            values={{ route, price }}
            components={{ sr: <span className="sr-only" /> }}
          />
        </Button>
        <p className="text-xs text-slate-600">
          {t(sample ? "results.card.viaSample" : "results.card.via", { source: sourceName(t, offer.provider) })}
          {handOff && <HandOffNote handOff={handOff} id={handOffId} />}
        </p>
        <PartnerLink
          link={partnerLink}
          placement={`search_${offer.provider}`}
          functionsBasePath={functionsBasePath}
          className={buttonClass({ className: "min-h-11" })}
          aria-describedby={handOff ? handOffId : undefined}
        >
          {t("results.card.viewDeal", { partner: partnerName(partnerLink.program) })}
        </PartnerLink>
      </div>
    </Card>
  );
}

export function SkeletonCard() {
  return (
    <Card as="li" className="animate-pulse p-5" aria-hidden="true" data-testid="skeleton">
      <div className="flex justify-between">
        <div className="h-5 w-32 rounded bg-slate-200" />
        <div className="h-7 w-20 rounded bg-slate-200" />
      </div>
      <div className="mt-4 h-6 w-2/3 rounded bg-slate-200" />
      <div className="mt-2 h-4 w-1/2 rounded bg-slate-200" />
      <div className="mt-4 ml-auto h-10 w-32 rounded bg-slate-200" />
    </Card>
  );
}
