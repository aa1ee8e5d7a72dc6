import { z } from "zod";

/** The contact form's rules (app/features/pages/contact-form.tsx), loaded on first use. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, { message: "Please enter your name." }),
  email: z
    .string()
    .trim()
    .min(1, { message: "Please enter your email address." })
    .pipe(z.email({ message: "Please enter a valid email address, like name@example.com." })),
  subject: z.string().trim().min(1, { message: "Please enter a subject." }),
  message: z.string().trim().min(1, { message: "Please write a message." }),
});

export type ContactField = keyof z.infer<typeof contactSchema>;
