import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { pageMessages } from "../../i18n/catalogue.server";
import type { MessageKey } from "../../i18n/message-key";
import { translatorFromMatches } from "../../i18n/translator";
import { Card } from "../../ui/card";
import { RichText, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/help-route";
import { BookOpenCheck, CircleHelp, Mail } from "./page-icons";
import { mailLink, PageShell } from "./page-shell";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["pages"]) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translatorFromMatches(matches);
  return pageMeta({
    title: t("pages.help.metaTitle", { brand: BRAND_NAME }),
    description: t("pages.help.metaDescription", { brand: BRAND_NAME }),
    path: "/help",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });
};

const CARDS: { to: string; title: MessageKey; text: MessageKey; icon: typeof Mail }[] = [
  { to: "/faq", title: "pages.help.faq.title", text: "pages.help.faq.text", icon: CircleHelp },
  {
    to: "/booking-help",
    title: "pages.help.bookingHelp.title",
    text: "pages.help.bookingHelp.text",
    icon: BookOpenCheck,
  },
  { to: "/contact", title: "pages.help.contact.title", text: "pages.help.contact.text", icon: Mail },
];

export default function HelpRoute() {
  const t = useT();
  const brand = useBrand();
  return (
    <PageShell title={t("pages.help.title")} wide intro={t("pages.help.intro", { brand: brand.name })}>
      <ul className="grid gap-6 sm:grid-cols-3">
        {CARDS.map((card) => (
          <Card as="li" key={card.to} className="relative p-6 shadow-sm">
            <card.icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
            <h2 className="mt-3 text-lg font-bold text-slate-900">
              <Link to={card.to} className="after:absolute after:inset-0">
                {t(card.title)}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-600">{t(card.text)}</p>
          </Card>
        ))}
      </ul>
      <p>
        <RichText
          id="pages.help.ticketProblems"
          values={{ email: brand.supportEmail }}
          components={{ link: mailLink(brand.supportEmail) }}
        />
      </p>
    </PageShell>
  );
}
