import type { Travellers } from "../../core/search/travellers";
import type { TripType } from "../../core/search/types";

/**
 * A search that passed the rules: what the form and the URL produce, what a run searches and
 * what the results and the summary describe. Plain types, so each of them can import it.
 */
export interface ValidLeg {
  from: string;
  to: string;
  date: string;
}

export interface SearchSpec extends Travellers {
  tripType: TripType;
  legs: ValidLeg[];
  returnDate?: string;
}
