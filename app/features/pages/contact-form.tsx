import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { MessageKey } from "../../i18n/message-key";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { RichText, useT } from "../../ui/i18n";
import { useBrand } from "../shell/root-data";
import type { ContactErrors, ContactField, ContactValues } from "./contact-schema";
import { CheckCircle2 } from "./page-icons";
import { mailLink } from "./page-shell";

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };
const FIELDS: { name: ContactField; label: MessageKey; type?: string; autoComplete?: string }[] = [
  { name: "name", label: "pages.contact.form.name", autoComplete: "name" },
  { name: "email", label: "pages.contact.form.email", type: "email", autoComplete: "email" },
  { name: "subject", label: "pages.contact.form.subject" },
  { name: "message", label: "pages.contact.form.message" },
];

/** The fields' values as the form holds them. */
function valuesOf(element: HTMLFormElement | null): ContactValues {
  const data = element ? new FormData(element) : null;
  const value = (name: ContactField) => String(data?.get(name) ?? "");
  return { name: value("name"), email: value("email"), subject: value("subject"), message: value("message") };
}

/** What the page's action answered: the form's errors, a limit reached, or the message received. */
export type ContactOutcome =
  | { rejected: { values: ContactValues; errors: ContactErrors } }
  | { limited: { values: ContactValues; minutes: number } }
  | { received: { email: string } };

/**
 * The rules (zod) load when the form is first touched, not with the page: they are most of this
 * page's JavaScript, and a reader who never writes to us never needs them
 * (the page JavaScript budget of tests/integration/js-budget.test.ts).
 */
const loadContactSchema = () => import("./contact-schema");

/** Honeypot input name; the same string as HONEYPOT_FIELD in contact-schema.ts (not imported here, to keep zod lazy). */
const HONEYPOT = "website";

/**
 * The contact form. It posts to the page's action, which stores the message, e-mails it to support
 * and confirms to the sender. Without JavaScript the browser posts it and the page comes back with
 * the outcome; with JavaScript the same post goes through a fetcher after the same rules were
 * checked here. A hidden honeypot field catches robots.
 */
export function ContactForm({ outcome }: { outcome?: ContactOutcome }) {
  const t = useT();
  const brand = useBrand();
  const id = useId();
  const fetcher = useFetcher<ContactOutcome>();
  const answer = fetcher.data ?? outcome;
  const kept =
    answer && "rejected" in answer
      ? answer.rejected.values
      : answer && "limited" in answer
        ? answer.limited.values
        : EMPTY;
  const [errors, setErrors] = useState<ContactErrors>(answer && "rejected" in answer ? answer.rejected.errors : {});
  const [lastAnswer, setLastAnswer] = useState(answer);
  const form = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";

  // A new answer from the server: show its errors, or clear the form once the message arrived.
  if (answer !== lastAnswer) {
    setLastAnswer(answer);
    if (answer && "rejected" in answer) setErrors(answer.rejected.errors);
    if (answer && "received" in answer) form.current?.reset();
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rules = await loadContactSchema().catch(() => null);
    // Offline before the rules arrived: post the form as a browser without JavaScript would.
    if (!rules) return form.current?.submit();
    // What the browser would post. The fields are the browser's own (uncontrolled): hydration keeps
    // what was typed before it, where a controlled field would be emptied.
    const typed = valuesOf(form.current);
    const next = rules.contactErrors(typed);
    setErrors(next);
    const first = FIELDS.find((f) => next[f.name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    if (form.current) fetcher.submit(form.current, { method: "post" });
  };

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadContactSchema()}
      className="relative mt-6 space-y-5"
      aria-describedby={`${id}-note`}
    >
      <p id={`${id}-note`} className="!mt-0 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800">
        {t("pages.contact.form.note")}
      </p>
      {FIELDS.map((field) => {
        const label = (
          <>
            {t(field.label)} <span aria-hidden="true">*</span>
          </>
        );
        const error = errors[field.name];
        return (
          <Field key={field.name} id={`${id}-${field.name}`} label={label} error={error ? t(error) : undefined}>
            {(control) => {
              const common = {
                ...control,
                name: field.name,
                required: true,
                defaultValue: kept[field.name],
                className: "control",
              };
              return field.name === "message" ? (
                <textarea {...common} rows={6} />
              ) : (
                <input {...common} type={field.type ?? "text"} autoComplete={field.autoComplete} />
              );
            }}
          </Field>
        );
      })}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label>
          {t("contact.form.honeypot")}
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" disabled={sending} size="lg">
        {sending ? t("pages.contact.form.sending") : t("pages.contact.form.submit")}
      </Button>
      <div role="status" aria-live="polite">
        {answer && "received" in answer ? (
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t("contact.form.received", { email: answer.received.email })}
          </p>
        ) : null}
        {answer && "limited" in answer ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <RichText
              id="contact.form.rateLimited"
              values={{ minutes: answer.limited.minutes, supportEmail: brand.supportEmail }}
              components={{ link: mailLink(brand.supportEmail) }}
            />
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
