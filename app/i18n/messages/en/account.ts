/** Sign-in, sign-up, e-mailed links, the account pages, their toasts and the account e-mails (`account.email.*`). */
export const account = {} as const;
