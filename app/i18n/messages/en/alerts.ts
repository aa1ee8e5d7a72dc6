/** Price alerts: the form, the list, confirm and unsubscribe pages and the alert e-mails (`alerts.email.*`). */
export const alerts = {} as const;
