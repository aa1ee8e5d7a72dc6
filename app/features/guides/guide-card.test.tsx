import { describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/i18n";
import type { LocalizedGuideSummary } from "../../core/guides/guide-types";
import { GuideCard } from "./guide-card";
import { GuideToc } from "./guide-toc";
import { RouteGuideLinks } from "./route-guide-links";

const guide = (over: Partial<LocalizedGuideSummary> = {}): LocalizedGuideSummary => ({
  slug: "hidden-city-tickets",
  title: "Hidden-City Tickets",
  summary: "Why skipping the last leg is risky.",
  category: "Booking Tips",
  cover: "/guides/hidden-city-tickets.svg",
  coverAlt: "A ticket",
  updated: "2026-11-23",
  reviewed: "2026-11-23",
  core: true,
  keywords: ["tickets"],
  readingTime: 7,
  language: "en",
  ...over,
});

describe("a guide card", () => {
  it("on a Dutch page: Dutch frame, an untranslated guide marked English with lang=en on its text", () => {
    const html = renderInLocale(<GuideCard guide={guide()} />, {
      locale: "nl",
      namespaces: ["guides"],
      path: "/guides",
    });
    expect(html).toContain(">Boekingstips<");
    expect(html).toContain(">Engels<");
    expect(html).toMatch(/<h2 [^>]*lang="en"[^>]*><a [^>]*href="\/nl\/guides\/hidden-city-tickets"/);
    expect(html).toMatch(/<p [^>]*lang="en"[^>]*>Why skipping/);
    expect(html).toMatch(/>23 nov\.?</);
    expect(html).toContain("7 min lezen");
  });

  it("on a Dutch page: a translated guide has no badge and no lang of its own", () => {
    const html = renderInLocale(<GuideCard guide={guide({ language: "nl", title: "Verborgen steden" })} />, {
      locale: "nl",
      namespaces: ["guides"],
    });
    expect(html).not.toContain("Engels");
    expect(html).not.toContain('lang="');
  });

  it("on an English page: as before", () => {
    const html = renderInLocale(<GuideCard guide={guide()} />, { locale: "en", namespaces: ["guides"] });
    expect(html).toContain(">Booking Tips<");
    expect(html).toContain(">Nov 23<");
    expect(html).toContain("7 min read");
    expect(html).not.toContain(">English<");
    expect(html).not.toContain('lang="');
    expect(html).toContain('href="/guides/hidden-city-tickets"');
  });
});

describe("the table of contents and the search page's route guide links", () => {
  it("name themselves in Dutch and keep the reader in Dutch", () => {
    const toc = renderInLocale(<GuideToc entries={[{ id: "a", title: "Intro", level: 2 }]} lang="en" />, {
      locale: "nl",
      namespaces: ["guides"],
    });
    expect(toc).toContain("Op deze pagina");
    expect(toc).toContain('<ol class="mt-3 space-y-1 text-sm" lang="en">');
    const links = renderInLocale(
      <RouteGuideLinks
        legs={[
          { from: "JFK", to: "CDG" },
          { from: "JFK", to: "LHR" },
        ]}
      />,
      { locale: "nl", namespaces: ["guides"], path: "/search" },
    );
    expect(links).toContain('aria-label="Routegidsen"');
    expect(links).toMatch(
      /Ga je deze reis maken\? Lees onze routegids: <a class="[^"]*" href="\/nl\/guides\/jfk-to-cdg"[^>]*>New York JFK naar Parijs CDG: praktische routegids<\/a>/,
    );
    expect(links).toMatch(/<a lang="en" [^>]*href="\/nl\/guides\/nyc-to-london-when-to-book"[^>]*>New York to London/);
  });
});
