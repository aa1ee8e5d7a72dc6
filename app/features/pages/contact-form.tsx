import { useId, useRef, useState } from "react";
import type { MessageKey } from "../../i18n/message-key";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { useT } from "../../ui/i18n";
import type { ContactErrors, ContactField, ContactValues } from "./contact-schema";
import { CheckCircle2 } from "./page-icons";

const CONTACT_SUBMIT_DELAY_MS = 1000;

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };
const FIELDS: { name: ContactField; label: MessageKey; type?: string; autoComplete?: string }[] = [
  { name: "name", label: "pages.contact.form.name", autoComplete: "name" },
  { name: "email", label: "pages.contact.form.email", type: "email", autoComplete: "email" },
  { name: "subject", label: "pages.contact.form.subject" },
  { name: "message", label: "pages.contact.form.message" },
];

/**
 * The rules (zod) load when the form is first touched, not with the page: they are most of this
 * page's JavaScript, and a reader who never writes to us never needs them
 * (the page JavaScript budget of tests/integration/js-budget.test.ts).
 */
const loadContactSchema = () => import("./contact-schema");

/**
 * The contact form. Honest by design: it validates, waits about a second, shows a
 * confirmation and clears itself, but sends nothing anywhere, and the form says so
 * (messages go to the e-mail address above). Without JavaScript it posts to the page, whose
 * action checks it with the same rules and hands back `rejected`: the values and their errors.
 */
export function ContactForm({ rejected }: { rejected?: { values: ContactValues; errors: ContactErrors } }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<ContactValues>(rejected?.values ?? EMPTY);
  const [errors, setErrors] = useState<ContactErrors>(rejected?.errors ?? {});
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rules = await loadContactSchema().catch(() => null);
    // Offline before the rules arrived: post the form as a browser without JavaScript would.
    if (!rules) return form.current?.submit();
    const next = rules.contactErrors(values);
    setErrors(next);
    const first = FIELDS.find((f) => next[f.name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setState("sending");
    setTimeout(() => {
      // Nothing leaves the browser: this console line is the whole "delivery".
      console.info("Contact form (not sent anywhere):", { subject: values.subject.trim() });
      setValues(EMPTY);
      setState("sent");
    }, CONTACT_SUBMIT_DELAY_MS);
  };

  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadContactSchema()}
      className="mt-6 space-y-5"
      aria-describedby={`${id}-note`}
    >
      <p id={`${id}-note`} className="!mt-0 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
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
                value: values[field.name],
                onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
                  setValues((v) => ({ ...v, [field.name]: event.target.value }));
                  if (state === "sent") setState("idle");
                },
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
      <Button type="submit" disabled={state === "sending"} size="lg">
        {state === "sending" ? t("pages.contact.form.sending") : t("pages.contact.form.submit")}
      </Button>
      <div role="status" aria-live="polite">
        {state === "sent" ? (
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t("pages.contact.form.sent")}
          </p>
        ) : null}
      </div>
    </form>
  );
}
