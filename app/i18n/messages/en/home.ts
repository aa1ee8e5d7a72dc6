/** The home page: hero, sections and its structured data. */
export const home = {} as const;
