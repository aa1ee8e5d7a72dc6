import { Link } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/about-route";
import { PageShell } from "./page-shell";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `About Us | ${BRAND_NAME}`,
    description: `Who runs ${BRAND_NAME}, how it makes money, how prices are checked and which partners it works with.`,
    path: "/about",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function AboutRoute() {
  const brand = useBrand();
  return (
    <PageShell title={`About ${brand.name}`}>
      <h2>Our mission</h2>
      <p>
        Make finding a cheap flight simple and honest: show real fares from trusted partners, sorted by price, and keep
        out the itineraries that look cheap but make you switch airports mid-journey.
      </p>
      <h2>How we earn money</h2>
      <p>
        When you click through to a partner and book, the partner may pay us a commission. You pay the same price as
        going to the partner directly. We do not charge travellers and we do not sell your data. See our{" "}
        <Link to="/disclosure">affiliate disclosure</Link>.
      </p>
      <h2>How prices are checked</h2>
      <p>
        Prices come from our data partners at the time you search; some are cached and we show how old they are. The
        partner's checkout always shows the live price, and that is the price that counts. Example data is labelled as
        such.
      </p>
      <h2>No hidden surprises</h2>
      <p>
        We add no fees. Before you pay, the partner shows the full price, baggage allowance and fare rules; read them,
        and read our <Link to="/guides/fare-rules-basics">fare rules guide</Link> if something is unclear.
      </p>
      <h2>Our partner network</h2>
      <p>
        Flight data and bookings come from travel partners such as Kiwi.com and Aviasales (through the Travelpayouts
        affiliate network) and from a global distribution system. Our <Link to="/tools">travel tools</Link> page lists
        other products we link to.
      </p>
      <h2>Who we are</h2>
      <p>
        {brand.name} is operated by {brand.company}, a limited liability company. Contact us at{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </PageShell>
  );
}
