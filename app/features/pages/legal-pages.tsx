import type { ReactElement } from "react";
import { useT } from "../../ui/i18n";
import { useBrand } from "../shell/root-data";

/** The notice that opens the privacy policy and the terms: plain-language explanation, not legal advice. */
export function NotLegalAdvice() {
  const t = useT();
  const brand = useBrand();
  return <p className="rounded-lg bg-slate-100 p-3 text-sm">{t("legal.notLegalAdvice", { brand: brand.name })}</p>;
}

/**
 * What a legal message's `<mail>{email}</mail>` needs: the support address as the value and a
 * mailto link around it (`<RichText values={mail.values} components={{ mail: mail.link }} />`).
 * The message's text replaces the link's children; they are there for links rendered on their own.
 */
export function useSupportMail(): { values: { email: string }; link: ReactElement } {
  const { supportEmail } = useBrand();
  return { values: { email: supportEmail }, link: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> };
}
