import { useId, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import type { ContactField } from "./contact-schema";
import { CheckCircle2 } from "./page-icons";

const CONTACT_SUBMIT_DELAY_MS = 1000;

type Values = Record<ContactField, string>;
const EMPTY: Values = { name: "", email: "", subject: "", message: "" };
const FIELDS: { name: ContactField; label: string; type?: string; autoComplete?: string }[] = [
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
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
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
      const next: Partial<Record<ContactField, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as ContactField;
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
        const label = (
          <>
            {field.label} <span aria-hidden="true">*</span>
          </>
        );
        return (
          <Field key={field.name} id={`${id}-${field.name}`} label={label} error={errors[field.name]}>
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
        {state === "sending" ? "Sending…" : "Send message"}
      </Button>
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
