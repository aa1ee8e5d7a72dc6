/**
 * The one rule for every return path a request may name (`redirectTo`, `next`, callback URLs,
 * action redirects): resolve the value against the site's origin with the URL parser and keep
 * it only when it stays on that origin. Accepts "/admin", or an absolute URL on `siteUrl`'s
 * origin; anything else (other hosts, "//evil.example", "/\\evil", javascript:, relative
 * "admin") gives null.
 *
 * The answer is the normalised path, query and hash. Dot segments can normalise "/.//evil.com"
 * to "//evil.com", which a browser re-reads as another host, so an answer is kept only when
 * resolving it again lands on the very same URL.
 */
export function safeRedirectPath(value: string | null | undefined, siteUrl: string): string | null {
  if (!value || value.length > 2000) return null;
  const origin = new URL(siteUrl).origin;
  const url = parseOn(value, origin);
  if (!url || url.origin !== origin) return null;
  // A relative value must be a plain path: "//host" and "/\host" are read as other hosts by browsers.
  if (!/^https?:\/\//i.test(value) && (!value.startsWith("/") || /^\/[/\\]/.test(value))) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return parseOn(path, origin)?.href === url.href ? path : null;
}

function parseOn(value: string, origin: string): URL | null {
  try {
    return new URL(value, origin);
  } catch {
    return null;
  }
}
