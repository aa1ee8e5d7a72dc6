import { asc, sql } from "drizzle-orm";
import { badRequest } from "../../core/http/api-error";
import type { Database } from "../db/database.server";
import { integrationChecklist } from "../db/schema";

/** The launch checklist an operator works through (each task done or not), in order. */
const CHECKLIST_TASKS = [
  "Set AUTH_SECRET and PUBLIC_SITE_URL for production",
  "Point DATABASE_URL at PostgreSQL (or keep the embedded database with daily backups)",
  "Add the Travelpayouts token (TRAVELPAYOUTS_TOKEN) and check the marker",
  "Add Amadeus credentials (optional) and run the connection test",
  "Configure outgoing e-mail (SMTP_URL or RESEND_API_KEY)",
  "Set REDIS_URL when running more than one server",
  "Create an admin token for scripts and store it safely",
  "Run a backup and restore it once into a scratch database",
] as const;

export interface ChecklistTask {
  task: string;
  done: boolean;
}

/** The tasks with their stored state (a task never stored is not done). */
export async function checklist(db: Database): Promise<ChecklistTask[]> {
  const rows = await db.select().from(integrationChecklist).orderBy(asc(integrationChecklist.position));
  const done = new Map(rows.map((row) => [row.task, row.done]));
  return CHECKLIST_TASKS.map((task) => ({ task, done: done.get(task) === true }));
}

export async function setChecklistTask(db: Database, task: string, done: boolean): Promise<ChecklistTask[]> {
  const position = (CHECKLIST_TASKS as readonly string[]).indexOf(task);
  if (position < 0) throw badRequest("task must be one of the checklist's tasks");
  await db
    .insert(integrationChecklist)
    .values({ task, done, position })
    .onConflictDoUpdate({ target: integrationChecklist.task, set: { done, updatedAt: sql`now()` } });
  return checklist(db);
}

/** 'Mark All Done'. */
export async function markAllDone(db: Database): Promise<ChecklistTask[]> {
  for (const [position, task] of CHECKLIST_TASKS.entries()) {
    await db
      .insert(integrationChecklist)
      .values({ task, done: true, position })
      .onConflictDoUpdate({ target: integrationChecklist.task, set: { done: true, updatedAt: sql`now()` } });
  }
  return checklist(db);
}
