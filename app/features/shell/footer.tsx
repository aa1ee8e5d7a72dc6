import type { Brand } from "../../brand/brand";
import { useT } from "../../ui/i18n";
import { Headphones, ShieldCheck } from "../../ui/icons";
import { Link } from "../../ui/link";
import { LanguageSwitch } from "./language-switch";
import { FOOTER_COLUMNS } from "./navigation";

export function Footer({ brand, year }: { brand: Brand; year: number }) {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="max-w-xl">
          <p className="text-lg font-bold text-white">{brand.name}</p>
          <p className="mt-1 text-sm">{t("shell.tagline")}.</p>
          <p className="mt-3 text-sm">{t("shell.footer.about")}</p>
        </div>
        <div className="mt-10 grid grid-cols-2 gap-8 md:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t("shell.footer.columnLinks", { column: t(column.title) })}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(column.title)}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="hover:text-white hover:underline">
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-slate-700 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("shell.footer.rights", { year, company: brand.company })}</p>
          <p>
            <span className="sr-only">{t("shell.language.label")}: </span>
            <LanguageSwitch className="underline hover:text-white" />
          </p>
          <ul className="flex gap-4" aria-label={t("shell.footer.promises")}>
            <li className="inline-flex items-center gap-1.5">
              <ShieldCheck aria-hidden="true" className="h-4 w-4 text-emerald-400" /> {t("shell.footer.secureBooking")}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Headphones aria-hidden="true" className="h-4 w-4 text-emerald-400" /> {t("shell.footer.support")}
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
