import { SEARCH_SOURCE_NAMES } from "../providers/registry";

/**
 * FORCE_PROVIDER's values: auto, one live source of the registry by name, fallback or
 * dummy. Read by the environment's schema and by the feature flags; it depends on the
 * browser-safe source list only, so config never reaches the search code.
 */
export const FORCE_PROVIDERS = ["auto", ...SEARCH_SOURCE_NAMES, "fallback", "dummy"] as const;
export type ForceProvider = (typeof FORCE_PROVIDERS)[number];
export const FORCE_PROVIDER_MESSAGE = `must be ${FORCE_PROVIDERS.slice(0, -1).join(", ")} or ${FORCE_PROVIDERS.at(-1)}`;
