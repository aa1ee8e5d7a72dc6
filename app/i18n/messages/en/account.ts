/** Sign-in, sign-up, e-mailed links, the account pages and their toasts. */
export const account = {} as const;
