/**
 * Where a sign-in may send a person afterwards: only a path on our own site (no open
 * redirect). Accepts "/admin", or an absolute URL on `siteUrl`'s origin; anything else
 * (other hosts, "//evil.example", "/\\evil", javascript:) gives null.
 */
export function safeRedirectPath(value: string | null | undefined, siteUrl: string): string | null {
  if (!value || value.length > 2000) return null;
  const origin = new URL(siteUrl).origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // A relative value must be a plain path: "//host" and "/\host" are read as other hosts by browsers.
  if (!/^https?:\/\//i.test(value) && (!value.startsWith("/") || /^\/[/\\]/.test(value))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
