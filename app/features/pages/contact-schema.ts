import { z } from "zod";
import type { MessageKey } from "../../i18n/message-key";

/**
 * The contact form's rules, one set for both sides: the browser loads them on first use
 * (app/features/pages/contact-form.tsx) and the route's action checks a form posted without
 * JavaScript. Each message is a catalogue key, written out where it is shown, so the error
 * reads in the page's language on either side.
 */
const says = (message: MessageKey) => ({ message });

/** Length limits: enough for any real message, small enough to keep the inbox and e-mails sane. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, says("pages.contact.error.name"))
    .max(CONTACT_LIMITS.name, says("contact.error.nameLong")),
  email: z
    .string()
    .trim()
    .min(1, says("pages.contact.error.emailMissing"))
    .max(CONTACT_LIMITS.email, says("contact.error.emailLong"))
    .pipe(z.email(says("pages.contact.error.emailInvalid"))),
  subject: z
    .string()
    .trim()
    .min(1, says("pages.contact.error.subject"))
    .max(CONTACT_LIMITS.subject, says("contact.error.subjectLong")),
  message: z
    .string()
    .trim()
    .min(1, says("pages.contact.error.message"))
    .max(CONTACT_LIMITS.message, says("contact.error.messageLong")),
});

/** The honeypot: a field people never see or fill in; a form that comes back with it filled is a robot's. */
export const HONEYPOT_FIELD = "website";

export type ContactField = keyof z.infer<typeof contactSchema>;
export type ContactValues = Record<ContactField, string>;
/** The first problem of each invalid field, as a catalogue key. */
export type ContactErrors = Partial<Record<ContactField, MessageKey>>;

/** The form's values checked: the errors by field, or none (an empty object) when all is well. */
export function contactErrors(values: ContactValues): ContactErrors {
  const result = contactSchema.safeParse(values);
  const errors: ContactErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as MessageKey;
  }
  return errors;
}

/** The form's fields as posted (a missing or file field reads as empty). */
export function contactValuesFrom(form: FormData): ContactValues {
  const text = (field: ContactField) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
}
