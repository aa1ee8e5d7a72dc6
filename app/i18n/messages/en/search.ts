/** The search: the form, its rules' messages (browser and server) and the search page around the results. */
export const search = {} as const;
