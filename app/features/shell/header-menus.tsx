import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { DeferredDropdown } from "../../ui/deferred-dropdown";
import type { MenuTrigger, OpenedWith } from "../../ui/deferred-menu";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import type { HeaderAccount } from "../account/account-links";
import { isLinkActive, MORE_LINKS } from "./navigation";

/**
 * The header's Radix dropdowns, in a chunk of their own with the account menu (app/header-menus.ts):
 * the header loads it when a menu is first used, so no page pays for Radix on first paint.
 */
export function MoreMenu({
  pathname,
  trigger,
  openedWith,
}: {
  pathname: string;
  trigger: MenuTrigger;
  openedWith: OpenedWith;
}) {
  const t = useT();
  return (
    <DeferredDropdown
      trigger={trigger}
      openedWith={openedWith}
      align="start"
      className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      {MORE_LINKS.map((link) => (
        <DropdownMenu.Item key={link.to} asChild>
          <Link
            to={link.to}
            aria-current={isLinkActive(link.to, pathname) ? "page" : undefined}
            className="block rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700"
          >
            {t(link.label)}
          </Link>
        </DropdownMenu.Item>
      ))}
    </DeferredDropdown>
  );
}

/**
 * The bell (price alerts, decision 121): unread price drops for a signed-in person, an invitation otherwise. Its
 * content comes from the root loader and "Mark all as read" is a plain form, so it adds no
 * JavaScript of its own (the dropdown is the one the More menu already uses, loaded with it).
 */
export function NotificationsMenu({
  account,
  notifications,
  pathname,
  trigger,
  openedWith,
}: {
  account: HeaderAccount | null;
  notifications: HeaderNotifications | null;
  pathname: string;
  trigger: MenuTrigger;
  openedWith: OpenedWith;
}) {
  const t = useT();
  const count = notifications?.count ?? 0;
  return (
    <DeferredDropdown
      trigger={trigger}
      openedWith={openedWith}
      align="end"
      className="z-50 w-80 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg"
    >
      <DropdownMenu.Label className="font-semibold text-slate-900">{t("shell.notifications")}</DropdownMenu.Label>
      {!account ? (
        <DropdownMenu.Item asChild>
          <Link
            to={`/auth?redirectTo=${encodeURIComponent(pathname)}`}
            className="mt-2 block rounded-md px-2 py-1 text-brand-700 underline outline-none data-[highlighted]:bg-brand-50"
          >
            {t("shell.notifications.signIn")}
          </Link>
        </DropdownMenu.Item>
      ) : count === 0 ? (
        <p className="mt-1 text-slate-600">{t("shell.notifications.caughtUp")}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {notifications?.items.map((item) => (
            <li key={item.id}>
              <DropdownMenu.Item asChild>
                <Link to="/alerts" className="block rounded-md px-2 py-1 outline-none data-[highlighted]:bg-brand-50">
                  {t("shell.notifications.priceDrop", {
                    origin: item.origin,
                    destination: item.destination,
                    price: item.newPrice,
                  })}
                </Link>
              </DropdownMenu.Item>
            </li>
          ))}
        </ul>
      )}
      {account && count > 0 ? (
        <form method="post" action="/alerts/notifications" className="mt-2">
          <input type="hidden" name="redirectTo" value={pathname} />
          <button type="submit" className="btn btn-link rounded-md px-2 py-1">
            {t("shell.notifications.markAllRead")}
          </button>
        </form>
      ) : null}
      <DropdownMenu.Item asChild>
        <Link
          to="/alerts"
          className="mt-2 block rounded-md px-2 py-1 text-brand-700 underline outline-none data-[highlighted]:bg-brand-50"
        >
          {t("shell.notifications.manageAlerts")}
        </Link>
      </DropdownMenu.Item>
    </DeferredDropdown>
  );
}

export interface HeaderNotifications {
  count: number;
  items: { id: number; origin: string; destination: string; newPrice: string }[];
}
