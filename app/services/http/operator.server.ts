import type { Request } from "express";
import "../admin/admin-access.server";

/**
 * Whether the caller is an operator (may spend provider quota from the debug endpoints and
 * see live quota counters): an admin's session past the admin gate, or a valid
 * `x-admin-token`, as resolved by `resolveOperator` (app/services/admin/admin-access.server.ts)
 * before the function API. Anyone else is anonymous and can never spend quota.
 */
export function isOperator(req: Request): boolean {
  return req.adminActor !== undefined;
}
