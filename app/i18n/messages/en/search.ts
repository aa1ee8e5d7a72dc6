/** The search: the form, its rules' messages (browser and server), results, filters, sort, price strip, date grid and month view. */
export const search = {} as const;
