import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Bell, ChevronDown, Menu, Plane, User, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { AccountMenu, type HeaderAccount, MobileAccountLinks } from "../auth/account-menu";
import { BRAND_NAME } from "../brand";
import { isLinkActive, MORE_LINKS, type NavLink, PRIMARY_LINKS, SIGN_IN_PATH, SIGN_UP_PATH } from "./navigation";

const linkClass = (active: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

function HeaderLink({ link, pathname, onNavigate }: { link: NavLink; pathname: string; onNavigate?: () => void }) {
  const active = isLinkActive(link.to, pathname);
  return (
    <Link to={link.to} className={linkClass(active)} aria-current={active ? "page" : undefined} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

function MoreMenu({ pathname }: { pathname: string }) {
  const active = MORE_LINKS.some((l) => isLinkActive(l.to, pathname));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${linkClass(active)} inline-flex items-center gap-1`}>
        More <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {MORE_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={link.to}
                aria-current={isLinkActive(link.to, pathname) ? "page" : undefined}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The bell (issue 12): unread price drops for a signed-in person, an invitation otherwise. Its
 * content comes from the root loader and "Mark all as read" is a plain form, so it adds no
 * JavaScript of its own (the dropdown is the one the More menu already uses).
 */
function NotificationsMenu({
  account,
  notifications,
  pathname,
}: {
  account: HeaderAccount | null;
  notifications: HeaderNotifications | null;
  pathname: string;
}) {
  const count = notifications?.count ?? 0;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={count > 0 ? `Notifications: ${count} unread` : "Notifications"}
        className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="bell-badge"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
          >
            {count > 9 ? "9+" : count}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-80 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg"
        >
          <DropdownMenu.Label className="font-semibold text-slate-900">Notifications</DropdownMenu.Label>
          {!account ? (
            <DropdownMenu.Item asChild>
              <Link
                to={`/auth?redirectTo=${encodeURIComponent(pathname)}`}
                className="mt-2 block rounded-md px-2 py-1 text-brand-700 underline outline-none data-[highlighted]:bg-brand-50"
              >
                Sign in to see price drops on the routes you track
              </Link>
            </DropdownMenu.Item>
          ) : count === 0 ? (
            <p className="mt-1 text-slate-600">You're all caught up.</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {notifications?.items.map((item) => (
                <li key={item.id}>
                  <DropdownMenu.Item asChild>
                    <Link
                      to="/alerts"
                      className="block rounded-md px-2 py-1 outline-none data-[highlighted]:bg-brand-50"
                    >
                      Price drop: {item.origin} → {item.destination} now {usd.format(item.newPriceCents / 100)}
                    </Link>
                  </DropdownMenu.Item>
                </li>
              ))}
            </ul>
          )}
          {account && count > 0 ? (
            <form method="post" action="/alerts/notifications" className="mt-2">
              <input type="hidden" name="redirectTo" value={pathname} />
              <button type="submit" className="rounded-md px-2 py-1 text-brand-700 underline">
                Mark all as read
              </button>
            </form>
          ) : null}
          <DropdownMenu.Item asChild>
            <Link
              to="/alerts"
              className="mt-2 block rounded-md px-2 py-1 text-brand-700 underline outline-none data-[highlighted]:bg-brand-50"
            >
              Price alerts
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

interface HeaderNotifications {
  count: number;
  items: { id: number; origin: string; destination: string; newPriceCents: number }[];
}

/** The small-screen menu: a disclosure that closes on Escape, outside clicks and navigation. */
function MobileMenu({ pathname, account }: { pathname: string; account: HeaderAccount | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={containerRef} className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-md"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {[...PRIMARY_LINKS, ...MORE_LINKS].map((link) => (
            <li key={link.to} className="flex flex-col">
              <HeaderLink link={link} pathname={pathname} onNavigate={close} />
            </li>
          ))}
        </ul>
        {account ? (
          <MobileAccountLinks account={account} onNavigate={close} />
        ) : (
          <div className="mt-3 flex gap-2">
            <Link
              to={SIGN_IN_PATH}
              onClick={close}
              className="flex-1 rounded-md border border-brand-600 px-4 py-2 text-center text-sm font-semibold text-brand-700"
            >
              Sign In
            </Link>
            <Link
              to={SIGN_UP_PATH}
              onClick={close}
              className="flex-1 rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white"
            >
              Sign Up
            </Link>
          </div>
        )}
      </nav>
    </div>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const rootData = useRouteLoaderData<{ account?: HeaderAccount | null; notifications?: HeaderNotifications | null }>(
    "root",
  );
  const account = rootData?.account ?? null;
  return (
    <header className="relative z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-brand-800"
          aria-label={`${BRAND_NAME} home`}
        >
          <Plane aria-hidden="true" className="h-6 w-6 -rotate-45 text-brand-600" />
          {BRAND_NAME}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {PRIMARY_LINKS.map((link) => (
            <HeaderLink key={link.to} link={link} pathname={pathname} />
          ))}
          <MoreMenu pathname={pathname} />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <NotificationsMenu account={account} notifications={rootData?.notifications ?? null} pathname={pathname} />
          {account ? (
            <AccountMenu account={account} />
          ) : (
            <>
              <Link
                to={SIGN_IN_PATH}
                aria-label="Your account"
                className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <User aria-hidden="true" className="h-5 w-5" />
              </Link>
              <Link
                to={SIGN_IN_PATH}
                className="ml-2 hidden rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 lg:inline-block"
              >
                Sign In
              </Link>
            </>
          )}
          <MobileMenu pathname={pathname} account={account} />
        </div>
      </div>
    </header>
  );
}
