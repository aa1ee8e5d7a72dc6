import { BellRing, PiggyBank, Tag } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import type { MessageKey } from "../../i18n/message-key";
import { Card } from "../../ui/card";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { AlertSignupForm } from "../alerts/alert-signup-form";
import { useAlertChecks } from "../shell/root-data";

const CARDS: ReadonlyArray<{
  id: string;
  icon: typeof Tag;
  title: MessageKey;
  text: MessageKey;
  link: { to: string; label: MessageKey };
}> = [
  {
    id: "deals",
    icon: Tag,
    title: "home.sections.deals.title",
    text: "home.sections.deals.text",
    link: { to: "/deals", label: "home.sections.deals.link" },
  },
  {
    id: "alerts",
    icon: BellRing,
    title: "home.sections.alerts.title",
    text: "home.sections.alerts.text",
    link: { to: "/alerts", label: "home.sections.alerts.link" },
  },
  {
    id: "rewards",
    icon: PiggyBank,
    title: "home.sections.rewards.title",
    text: "home.sections.rewards.text",
    link: { to: "/about", label: "home.sections.rewards.link" },
  },
];

/**
 * The homepage sections the sitemap page links to (/#deals, /#alerts, /#rewards), in the `home`
 * namespace. Short and honest: there is no points programme. The alerts card holds the "Track
 * prices" form (app/alerts), a plain POST to /alerts that works without JavaScript.
 */
export function HomeSections() {
  const t = useT();
  const account = useRouteLoaderData<{ account: { email: string } | null }>("root")?.account;
  const alertChecks = useAlertChecks();
  return (
    <section aria-label={t("home.sections.label")} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <ul className="grid gap-6 md:grid-cols-3">
        {CARDS.map((card) => (
          <Card as="li" key={card.id} id={card.id} className="scroll-mt-24 p-6">
            <card.icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
            <h2 className="mt-3 text-lg font-semibold">{t(card.title)}</h2>
            <p className="mt-2 text-sm text-slate-600">{t(card.text, { alertChecks })}</p>
            {card.id === "alerts" ? (
              <div className="mt-4">
                <AlertSignupForm idPrefix="home-alert" defaults={{ email: account?.email ?? "" }} />
              </div>
            ) : null}
            <Link to={card.link.to} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
              {t(card.link.label)}
            </Link>
          </Card>
        ))}
      </ul>
    </section>
  );
}
