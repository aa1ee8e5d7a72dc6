import { EXPLORE_SORTS, exploreParams } from "../../core/explore/explore-options";
import { OFFLINE_SOURCE, sourceInfo } from "../../core/providers/registry";
import { formatDate } from "../../format/dates";
import { formatPrice } from "../../format/money";
import { formatWholeNumber } from "../../format/numbers";
import { intlLocale } from "../../i18n/locales";
import { buttonClass } from "../../ui/button";
import { useLocale, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { priceAge } from "../search/results/offer-view";
import { sourceName } from "../search/results/source-text";
import { ExploreMap } from "./explore-map";
import type { ExploreRow, ExploreView } from "./explore-view.server";

type Results = Extract<ExploreView, { kind: "results" }>;

/** The note above the map: where the prices come from, and why they are samples when a live source did not answer. */
function SourceNote({ answer }: { answer: Results["answer"] }) {
  const t = useT();
  const key =
    answer.kind === "live"
      ? "explore.note.live"
      : answer.fallback === "busy"
        ? "explore.note.busy"
        : answer.fallback === "failed"
          ? "explore.note.failed"
          : answer.fallback === "empty"
            ? "explore.note.empty"
            : "explore.note.sample";
  return (
    <p className="mt-4 max-w-3xl text-sm text-slate-600" data-testid="explore-note">
      {t(key)}
    </p>
  );
}

function Row({ row, originName, now }: { row: ExploreRow; originName: string; now: number }) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const sample = row.source === OFFLINE_SOURCE.name;
  const colour = sourceInfo(row.source)?.colour;
  const dates = row.returnDate
    ? `${formatDate(row.departDate, "weekdayDay", locale)} – ${formatDate(row.returnDate, "weekdayDay", locale)}`
    : formatDate(row.departDate, "weekdayDay", locale);
  const price = formatPrice(row.price, "USD", locale);
  return (
    <li
      className="flex flex-col gap-3 border-b border-slate-200 py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between"
      data-testid="explore-destination"
      data-code={row.code}
      data-price={row.price}
      data-depart={row.departDate}
      data-return={row.returnDate ?? ""}
    >
      <div className="min-w-0">
        <h3 className="text-lg font-bold">
          {row.name} <span className="text-sm font-normal text-slate-600">{row.country}</span>
        </h3>
        <p className="mt-0.5 text-sm text-slate-700">
          {dates} · {t(row.returnDate ? "explore.list.roundTrip" : "explore.list.oneWay")}
          {row.stops === null
            ? null
            : ` · ${row.stops === 0 ? t("explore.list.nonstop") : t("explore.list.stops", { count: row.stops })}`}
          {" · "}
          {t("explore.list.distance", { km: formatWholeNumber(row.distanceKm, locale) })}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600" data-testid="explore-source">
          <span
            className="rounded-full border border-slate-300 bg-white px-2 py-0.5 font-semibold text-slate-800"
            style={colour ? { color: colour, borderColor: colour } : undefined}
            data-testid={sample ? "sample-badge" : "source-badge"}
          >
            {sourceName(t, row.source)}
          </span>
          {t("explore.list.seen", { age: priceAge(t, row.seenAt, now) ?? "" })}
        </p>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-4 sm:justify-end">
        <span className="text-2xl font-extrabold text-brand-700" data-testid="explore-price">
          {price}
        </span>
        <Link
          to={row.searchPath}
          className={buttonClass({ variant: "secondary" })}
          aria-label={t("explore.list.searchLabel", { origin: originName, destination: row.name, dates })}
        >
          {t("explore.list.search")}
        </Link>
      </div>
    </li>
  );
}

/** The map and the sortable list of destinations (sort links keep the rest of the query). */
export function ExploreResults({ view, now }: { view: Results; now: number }) {
  const t = useT();
  const locale = intlLocale(useLocale());
  const { query, rows, origin } = view;
  const names = Object.fromEntries(rows.map((r) => [r.code, r.name]));
  const cheapest = rows.reduce<number | null>((min, r) => (min === null || r.price < min ? r.price : min), null);
  return (
    <div className="mt-6">
      <SourceNote answer={view.answer} />
      {rows.length > 0 ? (
        <div className="mt-4">
          <ExploreMap
            origin={origin}
            markers={view.markers}
            names={names}
            cheapest={cheapest === null ? "" : formatPrice(cheapest, "USD", locale)}
          />
        </div>
      ) : null}
      <section className="mt-6" aria-labelledby="explore-list-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="explore-list-heading" className="text-xl font-bold">
            {t("explore.list.heading", { count: rows.length })}
          </h2>
          <nav aria-label={t("explore.list.sortBy")} className="flex items-center gap-1 text-sm">
            <span className="mr-1 text-slate-600" aria-hidden="true">
              {t("explore.list.sortBy")}
            </span>
            {EXPLORE_SORTS.map((sort) => (
              <Link
                key={sort}
                to={`/explore?${exploreParams(query, { sort })}`}
                aria-current={sort === query.sort ? "true" : undefined}
                className={`rounded-full px-3 py-1 font-semibold ${
                  sort === query.sort ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"
                }`}
                preventScrollReset
                data-testid={`explore-sort-${sort}`}
              >
                {t(`explore.sort.${sort}`)}
              </Link>
            ))}
          </nav>
        </div>
        {query.maxPrice !== null ? (
          <p className="mt-1 text-sm text-slate-600">
            {t("explore.list.underPrice", { price: formatPrice(query.maxPrice, "USD", locale) })}
          </p>
        ) : null}
        {rows.length === 0 ? (
          <p className="mt-4 text-slate-700" data-testid="explore-empty">
            {t("explore.list.empty")}
          </p>
        ) : (
          <ul className="mt-2" aria-label={t("explore.list.label", { origin: origin.name })}>
            {rows.map((row) => (
              <Row key={row.code} row={row} originName={origin.name} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
