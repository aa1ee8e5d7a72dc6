import { sql } from "drizzle-orm";
import type { Database } from "./database.server";

export type Role = "admin" | "user";

/** Calls the SQL function has_role; the default required role is admin. */
export async function hasRole(db: Database, userId: string, role: Role = "admin"): Promise<boolean> {
  const result = await db.execute(sql`select has_role(${userId}, ${role}) as has_role`);
  // Both drivers (PGlite and node-postgres) answer with { rows }.
  const { rows } = result as unknown as { rows: { has_role: boolean }[] };
  return rows[0]?.has_role === true;
}
