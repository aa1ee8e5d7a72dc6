import { useId, useRef, useState } from "react";
import type { ContactField as Field } from "./contact-schema";
import { CheckCircle2 } from "./page-icons";

const CONTACT_SUBMIT_DELAY_MS = 1000;

type Values = Record<Field, string>;
const EMPTY: Values = { name: "", email: "", subject: "", message: "" };
const FIELDS: { name: Field; label: string; type?: string; autoComplete?: string }[] = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "subject", label: "Subject" },
  { name: "message", label: "Message" },
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
 * (messages go to the e-mail address above).
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rules = await loadContactSchema().catch(() => null);
    // Offline before the rules arrived: post the form as a browser without JavaScript would.
    if (!rules) return form.current?.submit();
    const { contactSchema } = rules;
    const result = contactSchema.safeParse(values);
    if (!result.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = FIELDS.find((f) => next[f.name]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    setState("sending");
    setTimeout(() => {
      // Nothing leaves the browser: this console line is the whole "delivery".
      console.info("Contact form (not sent anywhere):", { subject: result.data.subject });
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
        This form is a preview: messages are not sent to us yet. Please e-mail us at the address above instead.
      </p>
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors[field.name];
        const common = {
          id: inputId,
          name: field.name,
          required: true,
          value: values[field.name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${inputId}-error` : undefined,
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            setValues((v) => ({ ...v, [field.name]: event.target.value }));
            if (state === "sent") setState("idle");
          },
          className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 ${
            error ? "border-red-600" : "border-slate-300"
          }`,
        };
        return (
          <div key={field.name}>
            <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
              {field.label} <span aria-hidden="true">*</span>
            </label>
            {field.name === "message" ? (
              <textarea {...common} rows={6} />
            ) : (
              <input {...common} type={field.type ?? "text"} autoComplete={field.autoComplete} />
            )}
            {error ? (
              <p id={`${inputId}-error`} className="!mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={state === "sending"}
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {state === "sending" ? "Sending…" : "Send message"}
      </button>
      <div role="status" aria-live="polite">
        {state === "sent" ? (
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            Thanks, your message was accepted by this preview form and the form was cleared. It was not sent to our
            team: to reach us now, please use e-mail.
          </p>
        ) : null}
      </div>
    </form>
  );
}
