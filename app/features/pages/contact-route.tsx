import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { translatorFromMatches } from "../../i18n/translator";
import { RichText, useT } from "../../ui/i18n";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/contact-route";
import { ContactForm } from "./contact-form";
import { contactErrors, contactValuesFrom } from "./contact-schema";
import { mailLink, PageShell } from "./page-shell";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["pages"]) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("pages.contact.metaTitle", { brand: BRAND_NAME }),
    description: t("pages.contact.metaDescription", { brand: BRAND_NAME }),
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

/**
 * Without JavaScript the form posts here (so its fields never land in the address bar). It is
 * checked with the browser's rules: a form with errors comes back filled in, with the errors;
 * a valid one is not stored or sent anywhere, and the page says so. Nothing is logged.
 */
export async function action({ request }: Route.ActionArgs) {
  const values = contactValuesFrom(await request.formData());
  const errors = contactErrors(values);
  if (Object.keys(errors).length > 0) return { rejected: { values, errors } };
  return { notSent: true as const };
}

export default function ContactRoute({ actionData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  return (
    <PageShell title={t("pages.contact.title")} intro={t("pages.contact.intro")}>
      <h2>{t("pages.contact.support")}</h2>
      <p>
        <RichText
          id="pages.contact.supportText"
          values={{ email: brand.supportEmail }}
          components={{ link: mailLink(brand.supportEmail) }}
        />
      </p>
      <h2>{t("pages.contact.pressAndPartners")}</h2>
      <ul>
        <li>
          <RichText
            id="pages.contact.press"
            values={{ email: `press@${brand.domain}` }}
            components={{ link: mailLink(`press@${brand.domain}`) }}
          />
        </li>
        <li>
          <RichText
            id="pages.contact.partners"
            values={{ email: `partners@${brand.domain}` }}
            components={{ link: mailLink(`partners@${brand.domain}`) }}
          />
        </li>
      </ul>
      <h2>{t("pages.contact.sendMessage")}</h2>
      {actionData && "notSent" in actionData && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3">
          <RichText
            id="pages.contact.notSent"
            values={{ email: brand.supportEmail }}
            components={{ link: mailLink(brand.supportEmail) }}
          />
        </p>
      )}
      <ContactForm rejected={actionData && "rejected" in actionData ? actionData.rejected : undefined} />
    </PageShell>
  );
}
