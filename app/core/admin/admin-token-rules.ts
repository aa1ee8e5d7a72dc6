/**
 * The operator token's rules, shared by the console (browser) and the admin API: how long a token
 * lives, and the sentences that tell the console a token is missing, unknown or too old, so it can
 * offer to make one where the operator is instead of failing quietly.
 */
export const DEFAULT_TOKEN_DAYS = 30;
export const MAX_TOKEN_DAYS = 365;
/** The lifetimes the Developer Panel offers (any whole number of days up to a year is accepted). */
export const TOKEN_LIFETIMES = [1, 7, 30, 90, 365] as const;

export const TOKEN_MESSAGES = {
  required: "Admin token required",
  invalid: "This admin token is not valid or has been revoked.",
  otherAdmin: "This admin token belongs to another admin.",
} as const;

/** The 401 sentence for a token past its expiry (the date in UTC, as ISO 8601). */
export function tokenExpiredMessage(expiresAt: Date): string {
  return `This admin token expired on ${expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC. Create a new one in the Developer Panel at /admin.`;
}

/**
 * Whether an API answer means "this browser needs a (new) token": none was sent, or the one sent
 * is unknown, revoked, expired or another admin's.
 */
export function isTokenProblem(status: number, error: string): boolean {
  if (status !== 401 && status !== 403 && status !== 0) return false;
  return (
    error === TOKEN_MESSAGES.required ||
    error === TOKEN_MESSAGES.invalid ||
    error === TOKEN_MESSAGES.otherAdmin ||
    error.startsWith("This admin token expired on ")
  );
}
