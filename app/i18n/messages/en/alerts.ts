/** Price alerts: the form, the list, confirm and unsubscribe pages, the bell's panel. */
export const alerts = {} as const;
