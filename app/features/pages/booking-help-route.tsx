import { Link } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { Card } from "../../ui/card";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/booking-help-route";
import { PageShell } from "./page-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Booking Help | ${BRAND_NAME}`,
    description: `How booking a flight found on ${BRAND_NAME} works in four steps, and what to do if the price changes, a payment is declined or a name is misspelled.`,
    path: "/booking-help",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

const STEPS = [
  {
    title: "Search",
    text: "Enter where and when you want to fly. We compare offers from our partners and sort them by price.",
  },
  {
    title: "Review",
    text: "Check the times, stops, airline and the source of each price. Open an offer to see the partner's details.",
  },
  {
    title: "Book",
    text: "“View Deal” opens the partner's site in a new tab. Confirm the flight, passengers, bags and fare rules there.",
  },
  {
    title: "Pay",
    text: "You pay the partner directly, and they send your confirmation. We never see or store your card details.",
  },
];

export default function BookingHelpRoute() {
  const brand = useBrand();
  return (
    <PageShell title="Booking Help" intro={`Booking a flight you found on ${brand.name}, step by step.`}>
      <h2>How booking works</h2>
      <ol className="!list-none !pl-0 grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <Card as="li" key={step.title} className="p-5">
            <p className="!mt-0 text-sm font-semibold text-brand-700">Step {index + 1}</p>
            <h3 className="!mt-1">{step.title}</h3>
            <p className="!mt-2 text-sm">{step.text}</p>
          </Card>
        ))}
      </ol>
      <h2>Common issues</h2>
      <h3>The price changed</h3>
      <p>
        Fares can change between our search and the partner's checkout, because seats sell and some of our prices are
        cached. The partner's price is the one you pay. If it went up, go back and search again: another partner or date
        may be cheaper.
      </p>
      <h3>My payment was declined</h3>
      <p>
        Check the card details and billing address, and whether your bank blocked a foreign or online payment (many
        banks ask you to approve it in their app). If it still fails, contact the partner: we cannot see or change
        payments.
      </p>
      <h3>There is a typo in a passenger name</h3>
      <p>
        Contact the partner or airline straight away. Small corrections are often possible, sometimes for a fee; for
        flights to or from the US booked directly with the airline, the 24-hour rule may let you cancel and rebook. Our{" "}
        <Link to="/guides/fare-rules-basics">fare rules guide</Link> explains more.
      </p>
      <p>
        Need more help? See the <Link to="/faq">FAQ</Link> or <Link to="/contact">contact us</Link>.
      </p>
    </PageShell>
  );
}
