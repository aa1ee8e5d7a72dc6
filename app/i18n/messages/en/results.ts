/** The search results: cards, flight details, filters, sort, sources, the price strip, date grid and month view. */
export const results = {} as const;
