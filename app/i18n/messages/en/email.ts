/** Every e-mail the site sends: subjects and bodies (account and price-alert e-mails). */
export const email = {} as const;
