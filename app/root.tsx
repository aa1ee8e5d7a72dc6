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
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { BRAND_NAME, brandFor } from "./brand/brand";
import { checkFrequency } from "./core/alerts/check-frequency";
import { MobileAccountLinks } from "./features/account/account-links";
import { NotFoundPage } from "./features/errors/not-found-page";
import { Footer } from "./features/shell/footer";
import { Header } from "./features/shell/header";
import { unreadNotifications } from "./services/alerts/notifications.server";
import { headerAccount } from "./services/auth/viewer.server";
import { buildTimeSettings, isPrerendering } from "./services/prerender/build-time.server";
import { loadOnce } from "./ui/deferred-menu";

const loadHeaderMenus = loadOnce(() => import("./header-menus"));

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (isPrerendering(context)) {
    // Built once for every visitor (decision 165): nobody is signed in; the page asks after hydrating.
    const { brand, alertChecks } = buildTimeSettings();
    return {
      brand,
      year: new Date().getFullYear(),
      account: null,
      notifications: null,
      alertChecks,
      prerendered: true,
    };
  }
  const account = await headerAccount(request, context);
  // The bell's unread price drops (app/alerts), rendered on the server: no JavaScript of its own.
  const notifications = account ? await unreadNotifications(context, account.email) : null;
  return {
    brand: context.brand,
    year: new Date().getFullYear(),
    account,
    notifications,
    // How often price alerts are checked, in words, from ALERT_CHECK_CRON ("every 6 hours").
    alertChecks: checkFrequency(context.config.alertCheckCron),
    prerendered: false,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const brand = data?.brand ?? brandFor("http://localhost");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Header loadMenus={loadHeaderMenus} mobileAccountLinks={MobileAccountLinks} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer brand={brand} year={data?.year ?? new Date().getFullYear()} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { prerendered } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  // A prerendered page holds build-time data: once hydrated, load this visitor's header (account,
  // bell) and today's dates from the server. Hydration itself used the page's own data: no mismatch.
  useEffect(() => {
    if (prerendered) void revalidate();
  }, [prerendered, revalidate]);
  return <Outlet />;
}

/** Unexpected errors get a calm page; the stack stays in the server log, never on screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`Something went wrong | ${BRAND_NAME}`}</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        We hit an unexpected problem showing this page. Please try again in a moment.
      </p>
      <a href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white">
        Return to Home
      </a>
    </section>
  );
}
