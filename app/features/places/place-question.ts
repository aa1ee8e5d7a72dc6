import type { RuleMessage } from "../../core/search/rule-message";
import type { Place } from "../../core/search/types";

/**
 * A place field of a /search query that stands for several places or none (resolved on the
 * server: server-search.server.ts): the reason, and each choice with the query that takes it.
 */
export interface PlaceQuestion {
  field: "from" | "to";
  /** The flight (0-based) whose field it is. */
  leg: number;
  problem: RuleMessage;
  choices: { place: Place; search: string }[];
}
