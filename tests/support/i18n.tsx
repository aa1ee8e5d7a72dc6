import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { messagesIn } from "../../app/i18n/catalogue.server";
import { type Locale, localizedPath } from "../../app/i18n/locales";
import type { Namespace } from "../../app/i18n/message-key";
import { I18nRoot } from "../../app/ui/i18n";

/**
 * Renders a component as a page in one language would: inside a router at `path` (made Dutch with
 * `/nl` when the locale is nl) with the messages of the namespaces given.
 */
export function renderInLocale(
  element: ReactNode,
  { locale, namespaces, path = "/" }: { locale: Locale; namespaces: Namespace[]; path?: string },
): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[localizedPath(path, locale)]}>
      <I18nRoot locale={locale} pages={[messagesIn(locale, ["shell", ...namespaces])]}>
        {element}
      </I18nRoot>
    </MemoryRouter>,
  );
}
