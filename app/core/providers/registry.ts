/**
 * The one list of flight sources (browser-safe metadata). Adding a source: a folder under
 * app/providers/ with its `*-info.ts` and `*-provider.server.ts`, one line here and one line
 * in registry.server.ts. Names, labels and colours are read from here, nowhere else.
 */
import { amadeusInfo } from "./amadeus/amadeus-info";
import { offlineInfo } from "./offline/offline-info";
import type { SourceInfo } from "./source-info";
import { travelpayoutsInfo } from "./travelpayouts/travelpayouts-info";

export type { SourceInfo } from "./source-info";

/**
 * The sources the debug endpoints `amadeus-search` and `tp-search` talk to: the debug console
 * takes their labels from here.
 */
export const DEBUG_SOURCES = { amadeusSearch: amadeusInfo, tpSearch: travelpayoutsInfo } as const;

/** The live sources every search asks, in parallel, each through its own function. */
export const SEARCH_SOURCES = [amadeusInfo, travelpayoutsInfo] as const;

/** The offline engine: the embedded default and every live source's fallback. */
export const OFFLINE_SOURCE = offlineInfo;

export const ALL_SOURCES: readonly SourceInfo[] = [...SEARCH_SOURCES, OFFLINE_SOURCE];

/** A live source's name ("amadeus", "travelpayouts"). */
export type SearchSourceName = (typeof SEARCH_SOURCES)[number]["name"];
/** Any source's name, the `provider` of an offer. */
export type SourceName = SearchSourceName | typeof OFFLINE_SOURCE.name;

export const SEARCH_SOURCE_NAMES: readonly SearchSourceName[] = SEARCH_SOURCES.map((s) => s.name);

export function isSearchSource(name: string): name is SearchSourceName {
  return (SEARCH_SOURCE_NAMES as readonly string[]).includes(name);
}

export function sourceInfo(name: string): SourceInfo | undefined {
  return ALL_SOURCES.find((s) => s.name === name);
}

/** The label of a source, or its name when unknown (never throws on data from elsewhere). */
export function sourceLabel(name: string): string {
  return sourceInfo(name)?.label ?? name;
}
