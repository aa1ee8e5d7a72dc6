import { data } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { CLIENT_IP_HEADER } from "../../core/auth/client-ip";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import { localeFromPath } from "../../i18n/locales";
import { translatorFromMatches } from "../../i18n/translator";
import { contactDepsOf, submitContact } from "../../services/contact/contact.server";
import { RichText, useT } from "../../ui/i18n";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/contact-route";
import { ContactForm, type ContactOutcome } from "./contact-form";
import { contactErrors, contactValuesFrom, HONEYPOT_FIELD } from "./contact-schema";
import { mailLink, PageShell } from "./page-shell";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["pages", "contact"]) };
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

/** A sender over the limit is told when to try again (document requests too). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

/**
 * The form posts here, with or without JavaScript. It is checked with the browser's rules (a form
 * with errors comes back filled in, with the errors, as 400); a valid one goes to the contact inbox
 * (stored, e-mailed to support, confirmed to the sender) unless the sender's limit is reached (429,
 * the form kept). Nothing of the message is logged.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = contactValuesFrom(form);
  const errors = contactErrors(values);
  if (Object.keys(errors).length > 0) return data({ rejected: { values, errors } }, { status: 400 });
  const honeypot = form.get(HONEYPOT_FIELD);
  const outcome = await submitContact(contactDepsOf(context), {
    ...values,
    honeypot: typeof honeypot === "string" ? honeypot : "",
    locale: localeFromPath(new URL(request.url).pathname),
    ip: request.headers.get(CLIENT_IP_HEADER) ?? "",
  });
  if (outcome.kind === "rate-limited") {
    return data(
      { limited: { values, minutes: Math.max(1, Math.ceil(outcome.retryAfter / 60)) } },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
    );
  }
  return { received: { email: values.email.trim() } } satisfies ContactOutcome;
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
      <ContactForm outcome={actionData} />
    </PageShell>
  );
}
