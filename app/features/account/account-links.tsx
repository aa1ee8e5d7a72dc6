import { Link as ExactLink, Form } from "react-router";
import { useLocalePath, useT } from "../../ui/i18n";
import { Link } from "../../ui/link";

/** What the header knows about the signed-in person (from the root loader). */
export interface HeaderAccount {
  email: string;
  isAdmin: boolean;
}

/** The same choices in the small-screen menu (the account and signing out keep the page's language). */
export function MobileAccountLinks({ account, onNavigate }: { account: HeaderAccount; onNavigate: () => void }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <p className="truncate px-3 text-sm font-semibold text-slate-900">{account.email}</p>
      <div className="mt-2 flex flex-col gap-1">
        <Link
          to="/account"
          onClick={onNavigate}
          className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {t("shell.account")}
        </Link>
        {account.isAdmin ? (
          <ExactLink
            to="/admin"
            onClick={onNavigate}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {t("shell.admin")}
          </ExactLink>
        ) : null}
        <Form method="post" action={localePath("/auth/sign-out")}>
          <input type="hidden" name="scope" value="local" />
          <button
            type="submit"
            className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {t("shell.signOut")}
          </button>
        </Form>
      </div>
    </div>
  );
}
