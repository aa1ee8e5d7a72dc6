import "./core/http/zod-jitless";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";
import { BRAND_NAME, brandFor } from "./brand/brand";
import { checkFrequency } from "./core/alerts/check-frequency";
import { MobileAccountLinks } from "./features/account/account-links";
import { AccountMenu } from "./features/account/account-menu";
import { NotFoundPage } from "./features/errors/not-found-page";
import { Footer } from "./features/shell/footer";
import { Header } from "./features/shell/header";
import { LanguageOffer } from "./features/shell/language-switch";
import { pageMessages } from "./i18n/catalogue.server";
import { localeFromPath } from "./i18n/locales";
import type { PageMessages } from "./i18n/translator";
import { unreadNotifications } from "./services/alerts/notifications.server";
import { headerAccount } from "./services/auth/viewer.server";
import { I18nRoot, useT } from "./ui/i18n";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The URL decides the language (`/nl/…` is Dutch); the frame's own words come with every page.
  const locale = localeFromPath(new URL(request.url).pathname);
  const messages = pageMessages(request, ["shell"]);
  // Rendered once for every visitor (decision 270): nobody is signed in; the page asks after hydrating.
  const shared = context.sharedRender === true;
  const account = shared ? null : await headerAccount(request, context);
  // The bell's unread price drops (app/alerts), rendered on the server: no JavaScript of its own.
  const notifications = account ? await unreadNotifications(context, account.email, locale) : null;
  return {
    brand: context.brand,
    year: new Date().getFullYear(),
    account,
    notifications,
    // How often price alerts are checked, in words, from ALERT_CHECK_CRON ("every 6 hours").
    alertChecks: checkFrequency(context.config.alertCheckCron, locale),
    locale,
    messages,
    prerendered: shared,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const brand = data?.brand ?? brandFor("http://localhost");
  const locale = localeFromPath(useLocation().pathname);
  // Each matched route's loader hands over the messages of its namespaces; the root's are the frame's.
  const pages = useMatches().map((match) => (match.data as { messages?: PageMessages } | undefined)?.messages);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <InlineStylesheet />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <I18nRoot locale={locale} pages={pages}>
          <SkipLink />
          <LanguageOffer />
          <Header accountMenu={AccountMenu} mobileAccountLinks={MobileAccountLinks} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer brand={brand} year={data?.year ?? new Date().getFullYear()} />
        </I18nRoot>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The site's stylesheet, inside every server-rendered page rather than linked: the first paint
 * waits for no second request (on a slow phone connection one round trip is over half a second).
 * The text is the server build's only: the client build leaves it out (`import.meta.env.SSR` is
 * false there), and React keeps the element the server sent as it is when it hydrates, so the
 * page's JavaScript does not carry the stylesheet a second time.
 */
function InlineStylesheet() {
  return (
    <style
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet, not input.
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? stylesheet : "" }}
      suppressHydrationWarning
    />
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      {t("shell.skipToContent")}
    </a>
  );
}

export default function App() {
  const { prerendered } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  // A shared page was rendered for no one. The server answers it only to a request without a
  // session, with its current copy; a copy the browser kept may be older, or from before this
  // visitor signed in: once hydrated, load their header (account, bell) and the current data.
  // Hydration itself used the page's own data: no mismatch.
  useEffect(() => {
    if (prerendered && documentFromBrowserCache()) void revalidate();
  }, [prerendered, revalidate]);
  return <Outlet />;
}

/** Whether this document came from the browser's cache, not from the server (nothing transferred). */
function documentFromBrowserCache(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation === undefined || navigation.transferSize === 0;
}

/** Unexpected errors get a calm page; the stack stays in the server log, never on screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const home = localeFromPath(useLocation().pathname) === "nl" ? "/nl" : "/";
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // The server's own refusal of a form sent from an address the site is not set up for: its
  // sentence (in this page's language) says the site is misconfigured and what to do.
  const misconfigured =
    isRouteErrorResponse(error) &&
    error.status === 403 &&
    typeof error.data === "string" &&
    error.data.includes("PUBLIC_SITE_URL")
      ? error.data
      : null;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{t("shell.error.metaTitle", { brand: BRAND_NAME })}</title>
      <h1 className="text-3xl font-bold">{t("shell.error.title")}</h1>
      <p className="mt-4 text-slate-600">{misconfigured ?? t("shell.error.body")}</p>
      <a href={home} className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white">
        {t("shell.notFound.home")}
      </a>
    </section>
  );
}
