/**
 * Logo chain sources: known logo, then favicon, then initials. The browser calls these; no server
 * here reaches them.
 */
const LOGO_SIZE = 128;
/** Origins of the chain, allowed by the Content-Security-Policy (app/services/http/security-headers.server.ts). */
export const PRIMARY_LOGO_ORIGIN = "https://logo.clearbit.com";
/** The favicon service answers with a redirect to its image hosts on gstatic.com. */
export const FAVICON_ORIGINS = ["https://www.google.com", "https://*.gstatic.com"] as const;
export const COMPANY_SUGGEST_ORIGIN = "https://autocomplete.clearbit.com";
export const primaryLogoUrl = (domain: string) =>
  `${PRIMARY_LOGO_ORIGIN}/${encodeURIComponent(domain)}?size=${LOGO_SIZE}`;
export const faviconUrl = (domain: string) =>
  `https://www.google.com/s2/favicons?domain=${encodeURIComponent(domain)}&sz=${LOGO_SIZE}`;
export const companySuggestUrl = (name: string) =>
  `${COMPANY_SUGGEST_ORIGIN}/v1/companies/suggest?query=${encodeURIComponent(name)}`;
/** localStorage key of a looked-up domain; bump v1 when the cached shape changes. */
export const logoCacheKey = (name: string) => `fareline:logo:v1:${name}`;

const PALETTE = ["#174ca8", "#0f766e", "#7c3aed", "#be185d", "#b45309", "#1e40af", "#047857", "#9d174d"];

/** A stable colour per name, dark enough for white initials (WCAG AA). */
export function placeholderColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? "#174ca8";
}
