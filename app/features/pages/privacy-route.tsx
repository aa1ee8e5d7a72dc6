import { Link } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { localeFrom, pageMeta, siteUrlFrom } from "../../core/seo/meta";
import { useBrand } from "../shell/root-data";
import type { Route } from "./+types/privacy-route";
import { NOT_LEGAL_ADVICE, todayLoader } from "./legal-pages";
import { PageShell } from "./page-shell";

export const loader = todayLoader;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Privacy Policy | ${BRAND_NAME}`,
    description: `What data ${BRAND_NAME} keeps (accounts, partner clicks, alert sign-ups), which cookies it sets, and your choices.`,
    path: "/privacy",
    siteUrl: siteUrlFrom(matches),
    locale: localeFrom(matches),
  });

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  return (
    <PageShell title="Privacy Policy" date={loaderData.today} dateLabel="Effective date">
      <p className="rounded-lg bg-slate-100 p-3 text-sm">{NOT_LEGAL_ADVICE}</p>
      <h2>Who we are</h2>
      <p>
        {brand.name} is operated by {brand.company}. Contact:{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Accounts:</strong> if you sign up, your e-mail address, a securely hashed password and your role.
        </li>
        <li>
          <strong>Partner clicks:</strong> when you open a partner link we store the partner, a click reference, the
          route (origin and destination) where there is one, and the time. We do not learn what you buy.
        </li>
        <li>
          <strong>Price alerts:</strong> if you sign up for an alert, your e-mail address, route, dates and price limit,
          the prices our checks found, and which e-mails we sent. Delete an alert at /alerts, or use the unsubscribe
          link in any alert e-mail, and we stop.
        </li>
        <li>
          <strong>Server logs:</strong> requests (address visited, time, status) for security and troubleshooting, kept
          for a limited time.
        </li>
      </ul>
      <p>
        Searches are sent to our data partners to find fares. The contact form on this site sends nothing; e-mails you
        send us are kept only as long as needed to answer them.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We set a session cookie only when you sign in, to keep you signed in. We use no advertising or analytics
        trackers. Your browser's local storage may hold small items such as cached company-logo lookups on the tools
        page. Partner sites you visit set their own cookies under their own policies.
      </p>
      <h2>Sharing</h2>
      <p>
        We do not sell personal data. We share data only with service providers that run the site for us, with partners
        when you choose to click through to them, or when the law requires it.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask us for a copy of your data, to correct it or to delete it by writing to{" "}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      <h2>Children's privacy</h2>
      <p>
        {brand.name} is not meant for children under 16, and we do not knowingly collect their data. If you believe a
        child has given us data, contact us and we will delete it.
      </p>
      <h2>Changes</h2>
      <p>
        We will update this page when our practices change. See also our <Link to="/terms">terms of service</Link>.
      </p>
    </PageShell>
  );
}
