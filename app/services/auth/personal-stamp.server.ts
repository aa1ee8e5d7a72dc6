import { eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { ServerServices } from "../../../server/context";
import type { Database, DatabaseHandle } from "../db/database.server";
import { personalStamps, session, user } from "../db/schema";

/** How Better Auth keeps a session alive: once `updateAge` of its `expiresIn` has passed, a render extends it. */
export interface SessionLifetime {
  expiresIn: number;
  updateAge: number;
}

/** A session's end and its person's counter, which triggers raise on every change to what their pages show. */
export interface SessionRecord {
  expiresAt: number;
  stamp: string;
}

/** The NOTIFY channel of drizzle/0012_personal_stamps.sql: some person's counter was raised. */
const CHANNEL = "personal_stamp";
/** Sessions whose record a PGlite server keeps in memory at once. */
const MAX_REMEMBERED = 10_000;

/** The session of a token and its person's counter (drizzle/0012_personal_stamps.sql), or null when there is none. */
export async function sessionRecord(db: Database, token: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({ expiresAt: session.expiresAt, stamp: personalStamps.stamp })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(personalStamps, eq(personalStamps.email, sql`lower(${user.email})`))
    .where(eq(session.token, token))
    .limit(1);
  return row ? { expiresAt: row.expiresAt.getTime(), stamp: String(row.stamp ?? 0) } : null;
}

/**
 * What a session's kept pages were rendered from, or null when the session may not be answered
 * from memory: unknown (signed out, revoked), expired, or due for Better Auth's extension, which
 * only a render gives (with a new cookie).
 */
export function stampNow(record: SessionRecord | null, lifetime: SessionLifetime, now: number): string | null {
  if (!record || record.expiresAt <= now) return null;
  const dueForExtension = record.expiresAt - lifetime.expiresIn * 1000 + lifetime.updateAge * 1000 <= now;
  return dueForExtension ? null : record.stamp;
}

/**
 * Session records read through memory, forgotten whenever any counter is raised. Only for PGlite:
 * this process is its only client and hears each notice before the write that caused it returns,
 * so no page can be answered from a record older than a write someone already saw. A read that a
 * notice overtakes is not remembered (it may have read the counter before the write).
 */
function rememberedRecords(database: DatabaseHandle & Required<Pick<DatabaseHandle, "listen">>) {
  const known = new LRUCache<string, { record: SessionRecord | null }>({ max: MAX_REMEMBERED });
  let generation = 0;
  const listening = database.listen(CHANNEL, () => {
    generation += 1;
    known.clear();
  });
  return async (token: string): Promise<SessionRecord | null> => {
    await listening;
    const hit = known.get(token);
    if (hit) return hit.record;
    const asked = generation;
    const record = await sessionRecord(database.db, token);
    if (asked === generation) known.set(token, { record });
    return record;
  };
}

/**
 * Reads a session's stamp, with Better Auth's own session lifetime (read once). On PostgreSQL,
 * which several servers may share, every read asks the database; on PGlite, through memory.
 */
export function personalStampReader({ database, accounts }: Pick<ServerServices, "database" | "accounts">) {
  const lifetime = accounts.auth.$context.then((context): SessionLifetime => context.sessionConfig);
  const { listen } = database;
  const recordOf = listen
    ? rememberedRecords({ ...database, listen })
    : (token: string) => sessionRecord(database.db, token);
  return async (token: string) => stampNow(await recordOf(token), await lifetime, Date.now());
}
