import { getTimeZone } from "../places/airports.server";
import { offlineProvider } from "../providers/offline/offline-provider.server";
import type { ServiceDeps } from "./search-service.server";

/** Wires the function API to the places index (time zones) and the offline engine (provider "sample"). */
export function functionDeps(): ServiceDeps {
  return { offline: offlineProvider, timeZoneOf: getTimeZone };
}
