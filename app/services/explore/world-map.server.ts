/**
 * The explore map's base: land, country borders and the globe's outline of Natural Earth's
 * 1:110m countries (world-atlas, bundled with the server: no tile server, nothing fetched), drawn
 * once with the markers' projection (app/core/explore/world-projection.ts) into one small SVG
 * document. The page draws it as an image under its markers, so the browser caches it and each
 * page carries only its markers; it never changes while the server runs (a strong ETag).
 */
import { createHash } from "node:crypto";
import { geoPath } from "d3-geo";
import { merge, mesh } from "topojson-client";
import countries from "world-atlas/countries-110m.json";
import { MAP_HEIGHT, MAP_WIDTH, worldProjection } from "../../core/explore/world-projection";

type Topology = Parameters<typeof mesh>[0];
type GeometryCollection = Extract<Parameters<typeof mesh>[1], { type: "GeometryCollection" }>;

/** Antarctica (ISO 3166 numeric 010): below the frame, and its outline would only add bytes. */
const ANTARCTICA = "010";

interface BaseMap {
  svg: string;
  etag: string;
  /** How long drawing it took, ms (logged at start). */
  ms: number;
}

let base: BaseMap | undefined;

function draw(): BaseMap {
  const started = performance.now();
  const topology = countries as unknown as Topology;
  const path = geoPath(worldProjection()).digits(1);
  const all = topology.objects.countries as GeometryCollection;
  const kept: GeometryCollection = { ...all, geometries: all.geometries.filter((g) => g.id !== ANTARCTICA) };
  const land = path(merge(topology, kept.geometries as Parameters<typeof merge>[1])) ?? "";
  const borders = path(mesh(topology, kept, (a, b) => a !== b)) ?? "";
  const outline = path({ type: "Sphere" }) ?? "";
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`,
    `<path d="${outline}" fill="#eff6ff"/>`,
    `<path d="${land}" fill="#dbe3ea"/>`,
    `<path d="${borders}" fill="none" stroke="#ffffff" stroke-width="0.6"/>`,
    "</svg>",
  ].join("");
  const etag = `"${createHash("sha256").update(svg).digest("base64url").slice(0, 22)}"`;
  return { svg, etag, ms: Math.round(performance.now() - started) };
}

/** The base map (drawn on first use; the server draws it at start). */
export function baseMap(): BaseMap {
  base ??= draw();
  return base;
}
