/** What a result card says beside its price (emissions, bags) and the filters by airport, connection, emissions and bags. */
export const offers = {
  // Emissions (estimate, Travel Impact Model method)
  "offers.emissions.value": "≈ {kg} CO₂e (estimate)",
  "offers.emissions.about":
    "Estimated greenhouse gas emissions per passenger for the whole trip, by the Travel Impact Model method: distance, aircraft, cabin, seats and how full flights usually are.",
  "offers.emissions.lower": "Lower emissions",
  "offers.emissions.lowerDetail": "{percent} below the typical {kg} of these results",
  // Bags (typical policy)
  "offers.bags.cabin": "Incl. cabin bag",
  "offers.bags.smallOnly": "Small under-seat bag only",
  "offers.bags.checked": "{count, plural, one {# checked bag} other {# checked bags}}",
  "offers.bags.checkedKg": "{count, plural, one {# checked bag ({kg})} other {# checked bags ({kg} each)}}",
  "offers.bags.checkedFee": "checked bag ≈ {fee}",
  "offers.bags.checkedPaid": "checked bag extra",
  "offers.bags.unknown": "Bags: not known, check with the airline",
  "offers.bags.typical": "typical policy, check with the airline",
  // The price with one checked bag
  "offers.bagPrice.added": "Includes about {fee} for checked bags (estimate).",
  "offers.bagPrice.included": "A checked bag is included.",
  "offers.bagPrice.unknown": "Checked-bag fee not known: fare only.",
  // Sort and filters
  "offers.sort.emissions": "Lowest CO₂e",
  "offers.filters.depAirports": "Departure airport",
  "offers.filters.arrAirports": "Arrival airport",
  "offers.filters.returnDepAirports": "Return: departure airport",
  "offers.filters.returnArrAirports": "Return: arrival airport",
  "offers.filters.via": "Connecting airports",
  "offers.filters.viaHint": "Connect only at the ticked airports; nonstop flights always show.",
  "offers.filters.maxLayover": "Longest layover: <value>{duration}</value>",
  "offers.filters.emissions": "Emissions",
  "offers.filters.lowerEmissions": "Lower emissions only",
  "offers.filters.lowerEmissionsHint":
    "At least 15% below the median of these results ({kg} per passenger). Estimates.",
  "offers.filters.bags": "Bags",
  "offers.filters.checkedBag": "Prices with 1 checked bag",
  "offers.filters.checkedBagHint":
    "Adds the airline's typical fee for one checked bag per traveller and direction: an estimate.",
};
