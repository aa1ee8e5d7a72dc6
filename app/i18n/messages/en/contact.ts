/** The contact form's delivery: its answers on the page, its length rules, and the confirmation e-mail. */
export const contact = {
  "contact.form.honeypot": "Leave this field empty",
  "contact.form.received":
    "Thanks, your message has reached our support team. We sent a confirmation to {email} and will reply by e-mail.",
  "contact.form.rateLimited":
    "You have sent several messages in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or e-mail <link>{supportEmail}</link>.",
  "contact.error.nameLong": "Please keep your name under 100 characters.",
  "contact.error.emailLong": "Please enter an email address of at most 254 characters.",
  "contact.error.subjectLong": "Please keep the subject under 150 characters.",
  "contact.error.messageLong": "Please keep your message under 5,000 characters.",
  "contact.email.confirm.subject": "We received your message – {brand}",
  "contact.email.confirm.intro": "Thank you for writing to {brand}. Your message has reached our support team.",
  "contact.email.confirm.reply":
    "We reply by e-mail to this address, usually within a few business days. There is no need to write again.",
  "contact.email.confirm.why":
    "You get this e-mail because this address was entered in the contact form on the {brand} website. If that was not you, you can ignore it.",
} as const;
