import { BellRing, PiggyBank, Tag } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { Card } from "../../ui/card";
import { AlertSignupForm } from "../alerts/alert-signup-form";
import { useAlertChecks } from "../shell/root-data";

/**
 * The homepage sections the sitemap page links to (/#deals, /#alerts, /#rewards).
 * Short and honest: there is no points programme. The alerts card holds the "Track prices" form
 * (app/alerts), a plain POST to /alerts that works without JavaScript.
 */
export function HomeSections() {
  const account = useRouteLoaderData<{ account: { email: string } | null }>("root")?.account;
  const alertChecks = useAlertChecks();
  const cards = [
    {
      id: "deals",
      icon: Tag,
      title: "Deals",
      text: "Hand-picked fares on popular routes, updated daily.",
      link: { to: "/deals", label: "See today's deals" },
    },
    {
      id: "alerts",
      icon: BellRing,
      title: "Price alerts",
      text: `Follow a route and get an e-mail when its live fare drops. We check it ${alertChecks}, and send at most one e-mail a day.`,
      link: { to: "/alerts", label: "Manage your alerts" },
    },
    {
      id: "rewards",
      icon: PiggyBank,
      title: "Rewards",
      text: "We have no points programme. The reward is the fare: we add no fees and show the cheapest offers first.",
      link: { to: "/about", label: "How we work" },
    },
  ];
  return (
    <section aria-label="More from us" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <Card as="li" key={card.id} id={card.id} className="scroll-mt-24 p-6">
            <card.icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
            <h2 className="mt-3 text-lg font-semibold">{card.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{card.text}</p>
            {card.id === "alerts" ? (
              <div className="mt-4">
                <AlertSignupForm idPrefix="home-alert" defaults={{ email: account?.email ?? "" }} />
              </div>
            ) : null}
            <Link to={card.link.to} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
              {card.link.label}
            </Link>
          </Card>
        ))}
      </ul>
    </section>
  );
}
