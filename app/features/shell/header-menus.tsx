import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";
import { type MenuTrigger, PopoverMenu } from "../../ui/popover-menu";
import type { HeaderAccount } from "../account/account-links";
import { isLinkActive, MORE_LINKS } from "./navigation";

const itemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:text-brand-700";

/** The More menu: the guides' sections that do not fit in the header's row. */
export function MoreMenu({ pathname, trigger }: { pathname: string; trigger: MenuTrigger }) {
  const t = useT();
  return (
    <PopoverMenu
      trigger={trigger}
      anchor="--menu-more"
      align="start"
      pathname={pathname}
      className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
    >
      <ul>
        {MORE_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={isLinkActive(link.to, pathname) ? "page" : undefined}
              className={itemClass}
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </PopoverMenu>
  );
}

/**
 * The bell's panel (price alerts, decision 121): unread price drops for a signed-in person, an
 * invitation otherwise. Its content comes from the root loader and "Mark all as read" is a plain
 * form, so it works without JavaScript.
 */
export function NotificationsMenu({
  account,
  notifications,
  pathname,
  trigger,
}: {
  account: HeaderAccount | null;
  notifications: HeaderNotifications | null;
  pathname: string;
  trigger: MenuTrigger;
}) {
  const t = useT();
  const count = notifications?.count ?? 0;
  const linkClass = "block rounded-md px-2 py-1 hover:bg-brand-50 focus-visible:bg-brand-50";
  return (
    <PopoverMenu
      trigger={trigger}
      anchor="--menu-notifications"
      align="end"
      pathname={pathname}
      className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg"
    >
      <p className="font-semibold text-slate-900">{t("shell.notifications")}</p>
      {!account ? (
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(pathname)}`}
          className={`mt-2 text-brand-700 underline ${linkClass}`}
        >
          {t("shell.notifications.signIn")}
        </Link>
      ) : count === 0 ? (
        <p className="mt-1 text-slate-600">{t("shell.notifications.caughtUp")}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {notifications?.items.map((item) => (
            <li key={item.id}>
              <Link to="/alerts" className={linkClass}>
                {t("shell.notifications.priceDrop", {
                  origin: item.origin,
                  destination: item.destination,
                  price: item.newPrice,
                })}
              </Link>
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
      <Link to="/alerts" className={`mt-2 text-brand-700 underline ${linkClass}`}>
        {t("shell.notifications.manageAlerts")}
      </Link>
    </PopoverMenu>
  );
}

export interface HeaderNotifications {
  count: number;
  items: { id: number; origin: string; destination: string; newPrice: string }[];
}
