/** The travel tools page. */
export const tools = {} as const;
