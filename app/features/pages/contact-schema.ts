import { z } from "zod";
import type { MessageKey } from "../../i18n/message-key";

/**
 * The contact form's rules, one set for both sides: the browser loads them on first use
 * (app/features/pages/contact-form.tsx) and the route's action checks a form posted without
 * JavaScript. Each message is a catalogue key, written out where it is shown, so the error
 * reads in the page's language on either side.
 */
const says = (message: MessageKey) => ({ message });

export const contactSchema = z.object({
  name: z.string().trim().min(1, says("pages.contact.error.name")),
  email: z
    .string()
    .trim()
    .min(1, says("pages.contact.error.emailMissing"))
    .pipe(z.email(says("pages.contact.error.emailInvalid"))),
  subject: z.string().trim().min(1, says("pages.contact.error.subject")),
  message: z.string().trim().min(1, says("pages.contact.error.message")),
});

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
