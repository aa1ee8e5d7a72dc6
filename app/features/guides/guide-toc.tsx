import { useEffect, useState } from "react";
import type { TocEntry } from "../../core/guides/guide-types";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../ui/i18n";

/** The observer margin: a heading counts as current once it crosses the line 20% from the viewport's top. */
const TOC_ROOT_MARGIN = "-20% 0px -80% 0px";

/**
 * Table of contents for the article's h2/h3 headings. Highlights the section being
 * read and scrolls smoothly to a heading on click (instantly if the reader prefers
 * reduced motion). Without JavaScript the links are plain anchors. `lang` is the headings'
 * language when it is not the page's (an untranslated guide on a Dutch page).
 */
export function GuideToc({ entries, lang }: { entries: TocEntry[]; lang?: Locale | undefined }) {
  const t = useT();
  const [active, setActive] = useState<string | undefined>(entries[0]?.id);

  useEffect(() => {
    const headings = entries
      .map((entry) => document.getElementById(entry.id))
      .filter((el): el is HTMLElement => el !== null);
    for (const heading of headings) heading.tabIndex = -1;
    // The current section is the last heading above the observer's line (20% from the top).
    // Recomputing from positions, rather than trusting single entries, keeps fast scrolls and
    // jumps (which can skip over a zero-height band between frames) correct.
    const recompute = () => {
      const line = window.innerHeight * 0.2 + 1;
      let current = headings[0]?.id;
      for (const heading of headings) if (heading.getBoundingClientRect().top <= line) current = heading.id;
      if (current) setActive(current);
    };
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(recompute, { rootMargin: TOC_ROOT_MARGIN });
    for (const heading of headings) observer.observe(heading);
    window.addEventListener("scrollend", recompute);
    return () => {
      observer.disconnect();
      window.removeEventListener("scrollend", recompute);
    };
  }, [entries]);

  if (!entries.length) return null;

  const go = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${id}`);
    setActive(id);
  };

  return (
    <nav aria-labelledby="toc-heading" className="card p-5">
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {t("guides.toc.heading")}
      </h2>
      <ol className="mt-3 space-y-1 text-sm" lang={lang}>
        {entries.map((entry) => {
          const current = entry.id === active;
          return (
            <li key={entry.id} className={entry.level === 3 ? "pl-4" : ""}>
              <a
                href={`#${entry.id}`}
                onClick={(event) => go(event, entry.id)}
                aria-current={current ? "location" : undefined}
                data-active={current ? "true" : undefined}
                className={`block rounded-md border-l-2 px-3 py-1.5 transition-colors ${
                  current
                    ? "border-brand-600 bg-brand-50 font-semibold text-brand-700"
                    : "border-transparent text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                {entry.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
