/** Help, FAQ, booking help, contact, press, careers, about, fact sheet and the sitemap page. */
export const pages = {} as const;
