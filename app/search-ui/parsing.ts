/** The search form's view of spec §5 parsing: helper A1's shared module. */
export {
  DATE_HINT,
  IATA_HINT,
  MAX_ADULTS,
  MIN_ADULTS,
  normaliseAdults,
  normaliseDate,
  resolveIataCode,
} from "../search/search-params";
