/**
 * The explore map's projection and its markers: one Natural Earth projection fitted to a fixed
 * 960-wide frame, used for the base map (drawn once at start, app/services/explore/world-map.server.ts)
 * and for every marker, so a marker sits on its place whatever the page. Labels are placed
 * greedily, cheapest first, and skipped where they would overlap one already placed: the list
 * beside the map names every destination anyway.
 */
import { type GeoProjection, geoNaturalEarth1 } from "d3-geo";

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;
/**
 * The part of the globe the frame shows: every longitude between 58° S and 84° N (points along both
 * edges). Antarctica and the Arctic sea are cut: no destination is there, and the frame stays low.
 */
const MAP_EXTENT: GeoJSON.MultiPoint = {
  type: "MultiPoint",
  coordinates: Array.from({ length: 37 }, (_, i) => i * 10 - 180).flatMap((lon) => [
    [lon, -58],
    [lon, 84],
  ]),
};

let projection: GeoProjection | undefined;

/** The projection (built once): Natural Earth, the frame's land between 58° S and 84° N. */
export function worldProjection(): GeoProjection {
  projection ??= geoNaturalEarth1().fitExtent(
    [
      [4, 4],
      [MAP_WIDTH - 4, MAP_HEIGHT - 4],
    ],
    MAP_EXTENT,
  );
  return projection;
}

/** A place's point on the map, rounded to a tenth of a pixel; null when it falls outside the frame. */
export function projectPoint(lon: number, lat: number): { x: number; y: number } | null {
  const point = worldProjection()([lon, lat]);
  if (!point || !Number.isFinite(point[0]) || !Number.isFinite(point[1])) return null;
  const [x, y] = point;
  if (x < 0 || x > MAP_WIDTH || y < 0 || y > MAP_HEIGHT) return null;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

export interface MarkerInput {
  code: string;
  lon: number;
  lat: number;
  /** The label's text ("$356"). */
  label: string;
}

export interface MapMarker {
  code: string;
  x: number;
  y: number;
  label: string;
  /** Where the label is drawn (its text anchor), or null when it would overlap another (the list still names it). */
  labelAt: { x: number; y: number; anchor: "middle" | "start" | "end" } | null;
}

/** Roughly a label's box at the map's label size (13 units, bold): 7.5 units per character, 16 high. */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where a label may go around its dot, in order: above, below, right, left (baseline and anchor). */
const SPOTS = [
  { dx: 0, dy: -8, anchor: "middle" },
  { dx: 0, dy: 19, anchor: "middle" },
  { dx: 8, dy: 5, anchor: "start" },
  { dx: -8, dy: 5, anchor: "end" },
] as const;

function labelBox(text: string, x: number, y: number, anchor: "middle" | "start" | "end"): Box {
  const width = text.length * 7.5 + 4;
  const left = anchor === "middle" ? x - width / 2 : anchor === "start" ? x : x - width;
  return { left, right: left + width, top: y - 13, bottom: y + 3 };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A marker's dot as a box (its radius and a pixel around it). */
const dotBox = (p: { x: number; y: number }, r: number): Box => ({
  left: p.x - r,
  right: p.x + r,
  top: p.y - r,
  bottom: p.y + r,
});

/**
 * Markers for the destinations, in the order given (cheapest first): each projected, and its
 * label above it unless that would cover a label already placed or any marker's dot (the
 * origin's included).
 */
export function placeMarkers(inputs: readonly MarkerInput[], origin: { x: number; y: number } | null): MapMarker[] {
  const points = inputs.flatMap((input) => {
    const point = projectPoint(input.lon, input.lat);
    return point ? [{ input, point }] : [];
  });
  const placed: Box[] = [...(origin ? [dotBox(origin, 8)] : []), ...points.map(({ point }) => dotBox(point, 4))];
  return points.map(({ input, point }) => {
    for (const spot of SPOTS) {
      const at = { x: point.x + spot.dx, y: point.y + spot.dy, anchor: spot.anchor };
      const box = labelBox(input.label, at.x, at.y, at.anchor);
      const inside = box.left >= 0 && box.right <= MAP_WIDTH && box.top >= 0 && box.bottom <= MAP_HEIGHT;
      if (inside && !placed.some((p) => overlaps(p, box))) {
        placed.push(box);
        return { code: input.code, ...point, label: input.label, labelAt: at };
      }
    }
    return { code: input.code, ...point, label: input.label, labelAt: null };
  });
}
