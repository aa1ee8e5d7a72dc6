/**
 * The one list of flight sources the browser knows (browser-safe metadata). Adding a source:
 * its `*-info.ts` in a folder here, one line in SEARCH_SOURCES, and its definition listed in
 * app/services/providers/registry.server.ts (decision 217). Names, labels and colours are read
 * from here, nowhere else.
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

/** The admin tabs the sources declare, with their literal ids (the console draws a panel per id). */
type AdminTabsOf<Source> = Source extends { readonly adminTabs: readonly (infer Tab)[] } ? Tab : never;
export const SOURCE_ADMIN_TABS = ALL_SOURCES.flatMap((source) => source.adminTabs ?? []) as readonly AdminTabsOf<
  (typeof SEARCH_SOURCES)[number] | typeof OFFLINE_SOURCE
>[];

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
