import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { LOCALE_COOKIE, type Locale, localeFromPath, localizedPath, pathWithoutLocale } from "../../i18n/locales";
import { useT } from "../../ui/i18n";

const other = (locale: Locale): Locale => (locale === "nl" ? "en" : "nl");

/** Remembers a visitor's choice for a year, only so `/` can offer it again (never to redirect). */
function remember(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, read only by the offer below.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The same page, query, filters and place on the page, in the other language. */
function useOtherLanguageHref(): { href: string; locale: Locale } {
  const { pathname, search, hash } = useLocation();
  const locale = other(localeFromPath(pathname));
  return { href: localizedPath(`${pathWithoutLocale(pathname)}${search}${hash}`, locale), locale };
}

/**
 * The link to this page in the other language, named in that language ("Nederlands" on an English
 * page), for the header, the phone menu and the footer. A plain link: it works without JavaScript.
 */
export function LanguageSwitch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useT();
  const { href, locale } = useOtherLanguageHref();
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      aria-label={t("shell.language.switchToLabel")}
      className={className}
      onClick={(event) => {
        // The results keep filters and sort in the address with history.replaceState (a navigation
        // would search again), past the router's location: read the address again at the click.
        const { pathname, search, hash } = window.location;
        event.currentTarget.href = localizedPath(`${pathWithoutLocale(pathname)}${search}${hash}`, locale);
        remember(locale);
        onNavigate?.();
      }}
    >
      {t("shell.language.switchTo")}
    </a>
  );
}

/**
 * On the home page, a visitor who chose the other language before is offered it (read from the
 * cookie after hydration, so the page stays the same for everyone and for crawlers).
 */
export function LanguageOffer() {
  const t = useT();
  const { pathname } = useLocation();
  const { href, locale } = useOtherLanguageHref();
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=(en|nl)`));
    setChosen(match?.[1] ?? null);
  }, []);
  if (pathWithoutLocale(pathname) !== "/" || chosen !== locale) return null;
  return (
    <aside lang={locale} className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-center text-sm text-slate-800">
      {t("shell.language.offer")}{" "}
      <a href={href} hrefLang={locale} className="font-semibold text-brand-700 underline">
        {t("shell.language.offerLink")}
      </a>
    </aside>
  );
}
