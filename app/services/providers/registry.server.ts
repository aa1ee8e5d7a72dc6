/**
 * The provider implementations, in the order of SEARCH_SOURCES (registry.ts). Adding a
 * source: one line here (and its metadata line in registry.ts).
 */

import type { FlightProvider } from "../../core/providers/provider";
import { SEARCH_SOURCE_NAMES } from "../../core/providers/registry";
import type { Config } from "../config/config.server";
import { AmadeusProvider } from "./amadeus/amadeus-provider.server";
import { createOfflineProvider } from "./offline/offline-provider.server";
import { TravelpayoutsProvider } from "./travelpayouts/travelpayouts-provider.server";

export type TimeZoneOf = (code: string) => string | undefined;

export interface ProviderRegistry {
  /** The live sources, in SEARCH_SOURCES order. */
  readonly search: readonly FlightProvider[];
  /** The offline engine (provider "sample"). */
  readonly offline: FlightProvider;
  get(name: string): FlightProvider | undefined;
  /** The two live sources, by name, for the debug endpoints amadeus-search and tp-search and the admin tests. */
  readonly amadeus: AmadeusProvider;
  readonly travelpayouts: TravelpayoutsProvider;
}

export function createProviderRegistry(
  config: Config,
  timeZoneOf: TimeZoneOf,
  offline: FlightProvider = createOfflineProvider(),
): ProviderRegistry {
  const amadeus = new AmadeusProvider(config, timeZoneOf);
  const travelpayouts = new TravelpayoutsProvider(config, timeZoneOf);
  const search: FlightProvider[] = [amadeus, travelpayouts];
  const names = search.map((p) => p.info.name);
  if (names.join() !== SEARCH_SOURCE_NAMES.join()) {
    throw new Error(
      `Provider registry out of step with SEARCH_SOURCES: ${names.join()} vs ${SEARCH_SOURCE_NAMES.join()}`,
    );
  }
  const all = [...search, offline];
  return { search, offline, amadeus, travelpayouts, get: (name) => all.find((p) => p.info.name === name) };
}
