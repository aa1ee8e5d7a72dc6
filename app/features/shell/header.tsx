import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { BRAND_NAME } from "../../brand/brand";
import { useT } from "../../ui/i18n";
import { Menu, Plane, User, X } from "../../ui/icons";
import { Link } from "../../ui/link";
import { useClosedOnNavigation } from "../../ui/popover-menu";
import type { HeaderAccount } from "../account/account-links";
import { type HeaderNotifications, MoreMenu, NotificationsMenu } from "./header-menus";
import { LanguageSwitch } from "./language-switch";
import {
  headerLinkClass,
  isLinkActive,
  MORE_LINKS,
  type NavLink,
  PRIMARY_LINKS,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
} from "./navigation";

/**
 * What the root hands the header: the account menu and the small-screen menu's account links.
 * Passed in, so the shell draws the header without importing the accounts feature, which imports
 * the shell's toasts and icons.
 */
export interface HeaderParts {
  accountMenu: ComponentType<{ account: HeaderAccount; pathname: string }>;
  mobileAccountLinks: ComponentType<{ account: HeaderAccount; onNavigate: () => void }>;
}

function HeaderLink({ link, pathname, onNavigate }: { link: NavLink; pathname: string; onNavigate?: () => void }) {
  const t = useT();
  const active = isLinkActive(link.to, pathname);
  return (
    <Link
      to={link.to}
      className={headerLinkClass(active)}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    >
      {t(link.label)}
    </Link>
  );
}

/**
 * The small-screen menu: a popover the browser opens from its toggle, closes on Escape and on a
 * click outside, and hands focus back to the toggle — before hydration and without JavaScript too;
 * it also tells assistive technology whether the menu is expanded (so no aria-expanded here).
 * In the top layer "absolute" is measured from the page, so it opens right under the header. React
 * only mirrors its state into the toggle's label and closes it when the page changes.
 */
function MobileMenu({
  pathname,
  account,
  accountLinks: AccountLinks,
}: {
  pathname: string;
  account: HeaderAccount | null;
  accountLinks: HeaderParts["mobileAccountLinks"];
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLElement>(null);

  const close = () => {
    if (panelRef.current?.matches(":popover-open")) panelRef.current.hidePopover();
  };
  // A tap before hydration may already have opened it.
  useEffect(() => setOpen(panelRef.current?.matches(":popover-open") ?? false), []);
  useClosedOnNavigation(panelRef, pathname);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        aria-label={open ? t("shell.menu.close") : t("shell.menu.open")}
        className="btn btn-quiet btn-icon"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </button>
      <nav
        ref={panelRef}
        id={panelId}
        popover="auto"
        onToggle={(event) => setOpen(event.newState === "open")}
        aria-label={t("shell.nav.mobile")}
        className="absolute inset-x-0 top-16 bottom-auto m-0 w-auto border-0 border-b border-slate-200 bg-white px-4 pt-0 pb-4 text-slate-900 shadow-md"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {[...PRIMARY_LINKS, ...MORE_LINKS].map((link) => (
            <li key={link.to} className="flex flex-col">
              <HeaderLink link={link} pathname={pathname} onNavigate={close} />
            </li>
          ))}
          <li className="flex flex-col">
            <LanguageSwitch onNavigate={close} className={headerLinkClass(false)} />
          </li>
        </ul>
        {account ? (
          <AccountLinks account={account} onNavigate={close} />
        ) : (
          <div className="mt-3 flex gap-2">
            <Link to={SIGN_IN_PATH} onClick={close} className="btn btn-outline btn-md flex-1 text-sm">
              {t("shell.signIn")}
            </Link>
            <Link to={SIGN_UP_PATH} onClick={close} className="btn btn-primary btn-md flex-1 text-sm">
              {t("shell.signUp")}
            </Link>
          </div>
        )}
      </nav>
    </div>
  );
}

export function Header({ accountMenu: AccountMenu, mobileAccountLinks }: HeaderParts) {
  const t = useT();
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
          aria-label={t("shell.home", { brand: BRAND_NAME })}
        >
          <Plane aria-hidden="true" className="h-6 w-6 -rotate-45 text-brand-600" />
          {BRAND_NAME}
        </Link>
        <nav aria-label={t("shell.nav.main")} className="hidden items-center gap-1 lg:flex">
          {PRIMARY_LINKS.map((link) => (
            <HeaderLink key={link.to} link={link} pathname={pathname} />
          ))}
          <MoreMenu pathname={pathname} />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch className={`${headerLinkClass(false)} hidden lg:inline-flex`} />
          <NotificationsMenu account={account} notifications={rootData?.notifications ?? null} pathname={pathname} />
          {account ? (
            <AccountMenu account={account} pathname={pathname} />
          ) : (
            <>
              <Link
                to={SIGN_IN_PATH}
                aria-label={t("shell.yourAccount")}
                className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <User aria-hidden="true" className="h-5 w-5" />
              </Link>
              <Link to={SIGN_IN_PATH} className="btn btn-primary btn-md ml-2 hidden text-sm lg:inline-flex">
                {t("shell.signIn")}
              </Link>
            </>
          )}
          <MobileMenu pathname={pathname} account={account} accountLinks={mobileAccountLinks} />
        </div>
      </div>
    </header>
  );
}
