import { useT } from "../../ui/i18n";
import { Bell, ChevronDown } from "../../ui/icons";
import { Link } from "../../ui/link";
import { PopoverMenu } from "../../ui/popover-menu";
import type { HeaderAccount } from "../account/account-links";
import { headerLinkClass, isLinkActive, MORE_LINKS } from "./navigation";

const itemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:text-brand-700";

/** The More menu: the guides' sections that do not fit in the header's row. */
export function MoreMenu({ pathname }: { pathname: string }) {
  const t = useT();
  const trigger = {
    className: `${headerLinkClass(MORE_LINKS.some((l) => isLinkActive(l.to, pathname)))} inline-flex items-center gap-1`,
    content: (
      <>
        {t("shell.nav.more")} <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </>
    ),
  };
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
 * The bell (price alerts, decision 121): the unread count on the button; in its panel the unread
 * price drops for a signed-in person, an invitation otherwise. Its content comes from the root
 * loader and "Mark all as read" is a plain form, so it works without JavaScript.
 */
export function NotificationsMenu({
  account,
  notifications,
  pathname,
}: {
  account: HeaderAccount | null;
  notifications: HeaderNotifications | null;
  pathname: string;
}) {
  const t = useT();
  const count = notifications?.count ?? 0;
  const trigger = {
    label: count > 0 ? t("shell.notificationsUnread", { count }) : t("shell.notifications"),
    className: "relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900",
    content: (
      <>
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
      </>
    ),
  };
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
