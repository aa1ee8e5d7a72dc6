/** Privacy, terms, affiliate disclosure, editorial policy and accessibility statement. */
export const legal = {} as const;
