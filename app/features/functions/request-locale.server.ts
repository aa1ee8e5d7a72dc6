/**
 * The language an API answer is written in: that of the page that asked. A browser sends the
 * page's address as `Referer` with its own fetches (the site's policy is
 * strict-origin-when-cross-origin), and `/nl/…` is Dutch; `Origin` carries no path, so it cannot
 * say which language a page was in. A caller without one of our pages behind it (a script, an
 * app) gets the first language of its `Accept-Language` that we have, else English.
 */
import type { Request } from "express";
import { serverTranslator } from "../../i18n/catalogue.server";
import { type Locale, localeFromAcceptLanguage, localeFromPath } from "../../i18n/locales";
import type { Translate } from "../../i18n/translator";

export function requestLocale(req: Pick<Request, "get">): Locale {
  const referer = req.get("referer");
  const host = req.get("host");
  if (referer && host) {
    try {
      const page = new URL(referer);
      if (page.host === host) return localeFromPath(page.pathname);
    } catch {
      // Not a URL: say nothing of the page.
    }
  }
  return localeFromAcceptLanguage(req.get("accept-language"));
}

/** One `T` per language, built on first use with that language's translator (zod schemas and the like). */
export function perLocale<T>(build: (t: Translate, locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    let value = built.get(locale);
    if (value === undefined) {
      value = build(serverTranslator(locale), locale);
      built.set(locale, value);
    }
    return value;
  };
}
