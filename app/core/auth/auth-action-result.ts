/** What an account form's action answers; the page shows it inline and as a toast. */
export interface AuthActionResult {
  ok: boolean;
  /** Toast title, e.g. 'Check your email' or 'Error'. */
  title: string;
  description?: string;
  /** Where the browser goes next (a path on our site). */
  redirectTo?: string;
  /** The sign-in needs a second factor before it completes. */
  step?: "two-factor";
  /** The form this result belongs to. */
  intent: string;
}
