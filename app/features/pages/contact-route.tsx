import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/contact-route";
import { ContactForm } from "./contact-form";
import { PageShell } from "./page-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Contact Us | ${BRAND_NAME}`,
    description: `How to reach ${BRAND_NAME}: support, press and partnership e-mail addresses.`,
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

/**
 * Without JavaScript the form posts here (so its fields never land in the address
 * bar). The message is not read, stored or sent: we say so.
 */
export function action() {
  return { notSent: true };
}

export default function ContactRoute({ actionData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <PageShell title="Contact Us" intro="We read every message. E-mail is the quickest way to reach us.">
      <h2>Support</h2>
      <p>
        Questions about our site: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. We usually reply
        within a few business days. For changes, refunds or baggage on a ticket you bought, contact the partner or
        airline in your confirmation: they hold your booking.
      </p>
      <h2>Press and partnerships</h2>
      <ul>
        <li>
          Press: <a href={`mailto:press@${brand.domain}`}>press@{brand.domain}</a>
        </li>
        <li>
          Partnerships: <a href={`mailto:partners@${brand.domain}`}>partners@{brand.domain}</a>
        </li>
      </ul>
      <h2>Send a message</h2>
      {actionData?.notSent && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3">
          Your message was not sent: this form is a preview and delivers nothing. Please e-mail{" "}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> instead.
        </p>
      )}
      <ContactForm />
    </PageShell>
  );
}
