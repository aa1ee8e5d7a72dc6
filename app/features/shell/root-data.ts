import { useRouteLoaderData } from "react-router";
import { type Brand, brandFor } from "../../brand/brand";
import { REGULAR_SCHEDULE } from "../../core/alerts/regular-schedule";

/** The part of the root loader's data that pages read (app/root.tsx fills it on every page). */
interface RootPageData {
  brand: Brand;
  /** How often price alerts are checked, in words ("every 6 hours"). */
  alertChecks: string;
}

const useRootData = () => useRouteLoaderData<RootPageData>("root");

export function useBrand(): Brand {
  // Error pages can render before the root loader ran; fall back to relative addresses.
  return useRootData()?.brand ?? brandFor("http://localhost");
}

/** How often price alerts are checked, in words ("every 6 hours"), for whole sentences of copy. */
export function useAlertChecks(): string {
  return useRootData()?.alertChecks ?? REGULAR_SCHEDULE;
}
