/** The deals page. */
export const deals = {} as const;
