import { describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/i18n";
import { NotFoundPage } from "./not-found-page";

describe("renderInLocale", () => {
  it("renders a component in the language asked, with links kept in that language", () => {
    const dutch = renderInLocale(<NotFoundPage />, { locale: "nl", namespaces: [] });
    expect(dutch).toContain("Pagina niet gevonden");
    expect(dutch).toContain('href="/nl"');
    const english = renderInLocale(<NotFoundPage />, { locale: "en", namespaces: [] });
    expect(english).toContain("Page Not Found");
    expect(english).toContain('href="/"');
  });
});
