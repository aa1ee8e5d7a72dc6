import { Link } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { Card } from "../../ui/card";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/help-route";
import { BookOpenCheck, CircleHelp, Mail } from "./page-icons";
import { PageShell } from "./page-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Help Center | ${BRAND_NAME}`,
    description: `Answers about searching and booking flights with ${BRAND_NAME}: FAQ, step-by-step booking help and how to contact us.`,
    path: "/help",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

const CARDS = [
  {
    to: "/faq",
    title: "FAQ",
    text: "Fees, prices, cancellations, alerts and privacy in short answers.",
    icon: CircleHelp,
  },
  {
    to: "/booking-help",
    title: "Booking Help",
    text: "How booking through a partner works, and what to do when something goes wrong.",
    icon: BookOpenCheck,
  },
  { to: "/contact", title: "Contact", text: "Write to our support team, press office or partnerships.", icon: Mail },
];

export default function HelpRoute() {
  const brand = useBrand();
  return (
    <PageShell
      title="Help Center"
      wide
      intro={`${brand.name} helps you find flights; you book and pay on the partner's site. Start here if something is unclear.`}
    >
      <ul className="grid gap-6 sm:grid-cols-3">
        {CARDS.map((card) => (
          <Card as="li" key={card.to} className="relative p-6 shadow-sm">
            <card.icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
            <h2 className="mt-3 text-lg font-bold text-slate-900">
              <Link to={card.to} className="after:absolute after:inset-0">
                {card.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-600">{card.text}</p>
          </Card>
        ))}
      </ul>
      <p>
        Problems with a ticket you already bought (changes, refunds, baggage) are handled by the partner or airline you
        booked with: their contact details are in your booking confirmation. You can reach us at{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> for anything about our site.
      </p>
    </PageShell>
  );
}
