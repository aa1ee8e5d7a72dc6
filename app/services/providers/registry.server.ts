/**
 * The server's list of live flight sources. Adding a source: a folder under
 * app/services/providers/<source>/ with its `*-source.server.ts` (defineSource), its
 * browser-safe info under app/core/providers/<source>/, one line in SOURCES here and one in
 * SEARCH_SOURCES (app/core/providers/registry.ts). Config, the function API, the health
 * payload and the admin's integrations and provider tests read the sources from here.
 */

import type { FlightProvider } from "../../core/providers/provider";
import type { Config } from "../config/config.server";
import { amadeusSource } from "./amadeus/amadeus-source.server";
import type { SourceDefinition, TimeZoneOf } from "./source.server";
import { travelpayoutsSource } from "./travelpayouts/travelpayouts-source.server";

export type { TimeZoneOf } from "./source.server";

/** The live sources every search asks, in the order of SEARCH_SOURCES. */
export const SOURCES = [amadeusSource, travelpayoutsSource] as const;

/** Each source's settings by name (`config.sources`), typed for the sources of SOURCES. */
export type SourceSettings = {
  readonly [Source in (typeof SOURCES)[number] as Source["info"]["name"]]: ReturnType<Source["settings"]>;
} & Readonly<Record<string, unknown>>;

/** Any definition whose provider is a `Provider`, whatever its variables and settings. */
type SourceOf<Provider> = { create(build: never): Provider };

export interface ProviderRegistry {
  /** The live sources' providers, in the order of their definitions. */
  readonly search: readonly FlightProvider[];
  /** The offline engine (provider "sample"). */
  readonly offline: FlightProvider;
  /** The definitions the live providers were built from. */
  readonly sources: readonly SourceDefinition[];
  get(name: string): FlightProvider | undefined;
  /** The provider built from this definition, with its own type (its client, its base URL). */
  instance<Provider extends FlightProvider>(source: SourceOf<Provider>): Provider | undefined;
  /** Whether each source's secrets are set, for the health payload's `services` (never a value). */
  services(): Record<string, "ok" | "missing">;
}

export function createProviderRegistry(
  config: Config,
  timeZoneOf: TimeZoneOf,
  offline: FlightProvider,
  sources: readonly SourceDefinition[] = SOURCES,
): ProviderRegistry {
  const built = sources.map((source) => {
    const name = source.info.name;
    if (!(name in config.sources)) {
      throw new Error(`No settings for the source ${name}: load the config with the same sources as the registry.`);
    }
    const settings = config.sources[name];
    const provider = source.create({ settings, upstreamTimeoutMs: config.upstreamTimeoutMs, timeZoneOf });
    return { source, settings, provider };
  });
  const search = built.map((b) => b.provider);
  const all = [...search, offline];
  return {
    search,
    offline,
    sources,
    get: (name) => all.find((p) => p.info.name === name),
    instance: <Provider extends FlightProvider>(source: SourceOf<Provider>) =>
      built.find((b) => b.source === (source as object))?.provider as Provider | undefined,
    services: () =>
      Object.fromEntries(
        built.flatMap(({ source, settings }) =>
          Object.entries(source.services(settings)).map(([key, set]) => [key, set ? "ok" : "missing"] as const),
        ),
      ),
  };
}
