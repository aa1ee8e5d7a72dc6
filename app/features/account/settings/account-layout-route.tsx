import { Form, Outlet, useLoaderData } from "react-router";
import { Button } from "../../../ui/button";
import { RichText, useLocalePath, useT } from "../../../ui/i18n";
import { NavLink } from "../../../ui/link";
import { accountMessages } from "../account-messages.server";
import type { Route } from "./+types/account-layout-route";
import { accountViewer } from "./account-gate.server";
import { openAccountPages } from "./account-pages";
import { Section } from "./account-parts";

/**
 * The frame of every /account page: who is signed in, the pages this session may open, the page,
 * and signing out. Each page's own loader guards it too (loaders run side by side).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await accountViewer(request, context, "overview");
  return {
    email: viewer.email,
    isAdmin: viewer.isAdmin,
    secondFactorDue: viewer.secondFactorDue,
    messages: accountMessages(request, ["layout", "meta", "page", "signOut", "form", "field", "message", "date"]),
  };
}

const SIGN_OUT_SCOPES = [
  ["local", "account.signOut.local"],
  ["others", "account.signOut.others"],
  ["global", "account.signOut.global"],
] as const;

export default function AccountLayout() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const localePath = useLocalePath();
  const pages = openAccountPages(page.secondFactorDue);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t("account.layout.heading")}</h1>
        <p className="mt-2 text-slate-700">
          <RichText
            id={page.isAdmin ? "account.layout.signedInAsAdmin" : "account.layout.signedInAs"}
            values={{ email: page.email }}
            components={{ strong: <strong /> }}
          />
        </p>
      </div>

      {pages.length > 1 ? (
        <nav aria-label={t("account.layout.nav")}>
          <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
            {pages.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-semibold ${
                      isActive ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-slate-900"
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <Outlet />

      <Section title={page.secondFactorDue ? t("account.signOut.title") : t("account.signOut.titleDevices")}>
        <div className="mt-4 flex flex-wrap gap-2">
          {SIGN_OUT_SCOPES.slice(0, page.secondFactorDue ? 1 : 3).map(([scope, label]) => (
            <Form key={scope} method="post" action={localePath("/auth/sign-out")}>
              <input type="hidden" name="scope" value={scope} />
              <Button type="submit" variant="secondary" className="text-sm">
                {t(label)}
              </Button>
            </Form>
          ))}
        </div>
      </Section>
    </div>
  );
}
