/** Logo chain sources (spec §4). The browser calls these; no server here reaches them. */
export const LOGO_SIZE = 128;
export const primaryLogoUrl = (domain: string) =>
  `https://logo.clearbit.com/${encodeURIComponent(domain)}?size=${LOGO_SIZE}`;
export const faviconUrl = (domain: string) =>
  `https://www.google.com/s2/favicons?domain=${encodeURIComponent(domain)}&sz=${LOGO_SIZE}`;
export const companySuggestUrl = (name: string) =>
  `https://autocomplete.clearbit.com/v1/companies/suggest?query=${encodeURIComponent(name)}`;
/** localStorage key of a looked-up domain; bump v1 when the cached shape changes. */
export const logoCacheKey = (name: string) => `fareline:logo:v1:${name}`;

const PALETTE = ["#174ca8", "#0f766e", "#7c3aed", "#be185d", "#b45309", "#1e40af", "#047857", "#9d174d"];

/** A stable colour per name, dark enough for white initials (WCAG AA). */
export function placeholderColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? "#174ca8";
}
