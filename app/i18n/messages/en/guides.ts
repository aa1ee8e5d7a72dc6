/** The guides: lists, categories, article frame, table of contents and related guides. */
export const guides = {} as const;
