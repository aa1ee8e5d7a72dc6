import { LinguiContext, Trans, useLingui } from "@lingui/react";
import { type ReactElement, type ReactNode, useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { type Locale, localeFromPath, localizedPath } from "../i18n/locales";
import type { MessageKey } from "../i18n/message-key";
import { i18nOfPages, type MessageValues, type PageMessages, type Translate } from "../i18n/translator";

/**
 * The page's messages for every component below: the root merges what each matched route's
 * loader handed over (its namespaces, in the page's language) into one Lingui instance.
 */
export function I18nRoot({
  locale,
  pages,
  children,
}: {
  locale: Locale;
  pages: ReadonlyArray<PageMessages | undefined>;
  children: ReactNode;
}) {
  const i18n = i18nOfPages(locale, pages);
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  // Lingui's own I18nProvider keeps its first instance until the language changes, so a client
  // navigation to a page with other namespaces would keep the old messages: hand the context over.
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

/** The translate function of the page's language: `t("shell.signIn")`, `t("x.count", { count })`. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((key: MessageKey, values?: MessageValues) => i18n._(key, values), [i18n]);
}

/** The page's language, read from its URL (`/nl/…` is Dutch). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A site path in the page's language: `/deals` becomes `/nl/deals` on a Dutch page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}

/**
 * A message with markup inside, as one sentence a translator can reorder:
 * `"See our <link>disclosure</link>."` with `components={{ link: <Link to="/disclosure" /> }}`.
 */
export function RichText({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
