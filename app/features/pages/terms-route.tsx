import { Link } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/terms-route";
import { NOT_LEGAL_ADVICE, todayLoader } from "./legal-pages";
import { PageShell } from "./page-shell";

export const loader = todayLoader;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Terms of Service | ${BRAND_NAME}`,
    description: `The terms for using ${BRAND_NAME}: a search service that links to booking partners, liability limits and governing law.`,
    path: "/terms",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <PageShell title="Terms of Service" date={loaderData.today} dateLabel="Effective date">
      <p className="rounded-lg bg-slate-100 p-3 text-sm">{NOT_LEGAL_ADVICE}</p>
      <h2>The service</h2>
      <p>
        {brand.name} is operated by {brand.company}. We help you search for flights and link you to partners where you
        book. We are not an airline or travel agent and we do not sell tickets. Your booking is a contract between you
        and the partner or airline, under their terms.
      </p>
      <h2>Prices and information</h2>
      <p>
        We show prices from partners in good faith, but they can change or be out of date. The price and conditions on
        the partner's site are the ones that apply. Guides are general information; check official sources for entry
        rules and other requirements.
      </p>
      <h2>Using the site</h2>
      <ul>
        <li>Do not misuse the site, for example by scraping it at scale or trying to break its security.</li>
        <li>If you create an account, keep your password safe; you are responsible for activity on your account.</li>
      </ul>
      <h2>Liability</h2>
      <p>
        To the extent the law allows, {brand.company} is not liable for bookings, services or content of partners, and
        our total liability to you for any claim about the site is limited to USD 100. Nothing in these terms limits
        rights you have under laws that cannot be excluded.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the State of Wyoming, United States.</p>
      <h2>Contact</h2>
      <p>
        Questions: <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. See also our{" "}
        <Link to="/privacy">privacy policy</Link> and <Link to="/disclosure">affiliate disclosure</Link>.
      </p>
    </PageShell>
  );
}
