import { BellRing, PiggyBank, Tag } from "lucide-react";
import { Link } from "react-router";

/**
 * The homepage sections the sitemap page links to (/#deals, /#alerts, /#rewards).
 * Short and honest: alerts are not live, and there is no points programme.
 */
export function HomeSections() {
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
      text: "Price alerts are not live yet. When they are, you will be able to follow a route and hear when it gets cheaper.",
      link: { to: "/faq", label: "Read the FAQ" },
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
          <li key={card.id} id={card.id} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6">
            <card.icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
            <h2 className="mt-3 text-lg font-semibold">{card.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{card.text}</p>
            <Link to={card.link.to} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
              {card.link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
