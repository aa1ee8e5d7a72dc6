import { useId } from "react";
import { MAP_HEIGHT, MAP_WIDTH, type MapMarker } from "../../core/explore/world-projection";
import { useT } from "../../ui/i18n";

/**
 * The world map: the base map (land and borders, /explore-map.svg, drawn once on the server) as
 * an image, and a marker per destination with its price, placed on the server by the same
 * projection. One image to assistive technology (role img, its title and description); the list
 * below is its text alternative. Each marker carries its place and price as a tooltip.
 */
export function ExploreMap({
  origin,
  markers,
  names,
  cheapest,
}: {
  origin: { name: string; point: { x: number; y: number } | null };
  markers: MapMarker[];
  /** Code → the destination's name in the page's language. */
  names: Readonly<Record<string, string>>;
  /** The cheapest price, written. */
  cheapest: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      className="block h-auto w-full rounded-xl border border-slate-200 bg-sky-50"
      data-testid="explore-map"
    >
      <title id={`${id}-title`}>{t("explore.map.title", { origin: origin.name })}</title>
      <desc id={`${id}-desc`}>{t("explore.map.desc", { count: markers.length, price: cheapest })}</desc>
      <image href="/explore-map.svg" x="0" y="0" width={MAP_WIDTH} height={MAP_HEIGHT} />
      {origin.point
        ? markers.map((m) => (
            <line
              key={`arc-${m.code}`}
              x1={origin.point?.x}
              y1={origin.point?.y}
              x2={m.x}
              y2={m.y}
              stroke="#93c5fd"
              strokeWidth="0.6"
              strokeOpacity="0.6"
            />
          ))
        : null}
      {markers.map((m) => (
        <g key={m.code} data-testid="explore-marker" data-code={m.code}>
          <title>{t("explore.map.marker", { name: names[m.code] ?? m.code, price: m.label })}</title>
          <circle cx={m.x} cy={m.y} r="4" fill="#0f766e" stroke="#ffffff" strokeWidth="1.5" />
        </g>
      ))}
      {/* The prices over every dot; too small to read on a phone, where the list says them. */}
      <g className="max-sm:hidden">
        {markers.map((m) =>
          m.labelAt ? (
            <text
              key={m.code}
              x={m.labelAt.x}
              y={m.labelAt.y}
              textAnchor={m.labelAt.anchor}
              fontSize="13"
              fontWeight="700"
              fill="#0f172a"
              stroke="#ffffff"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {m.label}
            </text>
          ) : null,
        )}
      </g>
      {origin.point ? (
        <g data-testid="explore-origin">
          <title>{t("explore.map.origin", { origin: origin.name })}</title>
          <circle cx={origin.point.x} cy={origin.point.y} r="7" fill="#1d4ed8" stroke="#ffffff" strokeWidth="2" />
        </g>
      ) : null}
    </svg>
  );
}
