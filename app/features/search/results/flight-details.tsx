import { useEffect, useState } from "react";
import type { Segment } from "../../../core/search/types";
import { formatDuration } from "../../../format/durations";
import { intlLocale } from "../../../i18n/locales";
import { Badge } from "../../../ui/badge";
import { useLocale, useT } from "../../../ui/i18n";
import { useAirlineName } from "./airline-names";
import { type Layover, layovers, localDayLabel, localTime, segmentMinutes } from "./offer-view";

export interface AirportName {
  code: string;
  name: string;
  city: string;
}

/**
 * Airport names for the details of an opened card, from the places function (the airport
 * table stays on the server). Until they arrive, or if the lookup fails, codes stand alone.
 */
export function useAirportNames(codes: string[], enabled: boolean, functionsBasePath: string) {
  const [names, setNames] = useState<Record<string, AirportName>>({});
  const key = [...new Set(codes)].slice(0, 12).join(",");
  useEffect(() => {
    if (!enabled || !key) return;
    const controller = new AbortController();
    fetch(`${functionsBasePath}/airports?codes=${encodeURIComponent(key)}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ items: AirportName[] }>) : { items: [] }))
      .then((body) => setNames(Object.fromEntries(body.items.map((a) => [a.code, a]))))
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled, key, functionsBasePath]);
  return names;
}

function Place({ code, names }: { code: string; names: Record<string, AirportName> }) {
  const airport = names[code];
  return (
    <span>
      <span className="font-semibold">{code}</span>
      {airport && <span className="text-slate-700"> · {airport.name}</span>}
    </span>
  );
}

function LayoverRow({ layover, names }: { layover: Layover; names: Record<string, AirportName> }) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const airport = names[layover.airport];
  return (
    <li className="my-2 rounded-md bg-slate-50 px-3 py-2 text-sm" data-testid="layover">
      <span className="font-medium">
        {t("results.details.layover", {
          duration: formatDuration(layover.minutes, locale),
          place: airport ? `${airport.city} (${layover.airport})` : layover.airport,
        })}
      </span>
      {layover.short && (
        <Badge tone="fail" pill className="ml-2">
          {t("results.details.shortLayover")}
        </Badge>
      )}
      {layover.long && (
        <Badge tone="warn" pill className="ml-2">
          {t("results.details.longLayover")}
        </Badge>
      )}
      {layover.overnight && (
        <Badge tone="info" pill className="ml-2">
          {t("results.details.overnight")}
        </Badge>
      )}
    </li>
  );
}

/** Every segment of a leg with the waits between them. */
export function LegDetails({
  leg,
  label,
  names,
}: {
  leg: Segment[];
  label: string;
  names: Record<string, AirportName>;
}) {
  const t = useT();
  const airlineName = useAirlineName();
  const locale = intlLocale(useLocale());
  const waits = layovers(leg);
  return (
    <section className="mt-3" aria-label={label}>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</h4>
      <ol className="mt-1">
        {leg.map((segment, i) => {
          const wait = waits[i - 1];
          return (
            <li key={`${segment.carrier}${segment.flightNumber}${segment.departureTime}`}>
              {wait && (
                <ol>
                  <LayoverRow layover={wait} names={names} />
                </ol>
              )}
              <div className="border-l-2 border-slate-300 pl-3 text-sm" data-testid="segment">
                <p>
                  <span className="font-bold tabular-nums">{localTime(segment.departureTime)}</span>{" "}
                  <span className="text-slate-600">{localDayLabel(segment.departureTime, locale)}</span> ·{" "}
                  <Place code={segment.from} names={names} />
                </p>
                <p className="my-1 text-xs text-slate-700">
                  {formatDuration(segmentMinutes(segment), locale)} · {airlineName(segment.carrier)} {segment.carrier}{" "}
                  {segment.flightNumber}
                  {segment.operatingCarrier &&
                    ` · ${t("results.details.operatedBy", { airline: airlineName(segment.operatingCarrier) })}`}
                  {segment.aircraft && ` · ${segment.aircraft}`}
                  {segment.stops > 0 && ` · ${t("results.details.technicalStops", { count: segment.stops })}`}
                </p>
                <p>
                  <span className="font-bold tabular-nums">{localTime(segment.arrivalTime)}</span>{" "}
                  <span className="text-slate-600">{localDayLabel(segment.arrivalTime, locale)}</span> ·{" "}
                  <Place code={segment.to} names={names} />
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
