/** The server's own answers to API callers: errors of the function API and other JSON routes. */
export const api = {} as const;
