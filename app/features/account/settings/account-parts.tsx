import { type ReactNode, useCallback, useEffect, useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { formatDate as writeDate } from "../../../format/dates";
import { intlLocale } from "../../../i18n/locales";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { useLocale, useT } from "../../../ui/i18n";
import { toast } from "../../../ui/toast";
import type { AccountActionResult } from "./account-gate.server";

/** Pieces every /account page draws its forms with. */

/** Dates and times of sessions and passkeys, in the page's language (UTC, as stored). */
export function useFormatDate(): (iso: string | null) => string {
  const t = useT();
  const locale = intlLocale(useLocale());
  return useCallback(
    (iso: string | null) =>
      iso ? t("account.date", { date: writeDate(iso, "dateTime", locale) }) : t("account.date.unknown"),
    [t, locale],
  );
}

/** The page's action result, also shown as a toast. */
export function useAccountResult(): AccountActionResult | undefined {
  const result = useActionData<AccountActionResult>();
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.title, { description: result.description });
    else toast.error(result.title, { description: result.description });
  }, [result]);
  return result;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className="p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A form posting one intent to the page's action (works without JavaScript). */
export function ActionForm({
  intent,
  label,
  children,
  tone = "primary",
  hidden = {},
}: {
  intent: string;
  label: string;
  children?: ReactNode;
  tone?: "primary" | "secondary" | "danger";
  hidden?: Record<string, string>;
}) {
  const t = useT();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <Button type="submit" disabled={pending} variant={tone} className="text-sm">
        {pending ? t("account.form.pleaseWait") : label}
      </Button>
    </Form>
  );
}

/** The answer to the page's last form, inline. */
export function Result({ result }: { result: AccountActionResult | undefined }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`mt-3 rounded-md p-3 text-sm ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
    >
      <strong>{result.title}</strong>
      {result.description ? ` ${result.description}` : null}
    </p>
  );
}

/** A change made just before a redirect to this page, as a toast. */
export function useDoneToast(done: boolean, title: string, description?: string) {
  useEffect(() => {
    if (done) toast.success(title, { description });
  }, [done, title, description]);
}

/** A change made just before a redirect to this page, in words. */
export function DoneNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md bg-emerald-50 p-4 text-emerald-900">
      {children}
    </p>
  );
}
