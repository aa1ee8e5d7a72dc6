import { is } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { BRAND_NAME } from "../../brand/brand";
import * as schema from "../db/schema";

/**
 * What a backup may hold, and the check a file must pass before a restore touches anything
 * (decision 197). The row schemas are derived from app/services/db/schema.ts, so a new column is covered
 * without a second list to keep in step.
 */

export const BACKUP_FORMAT = "fareline-backup";
export const BACKUP_VERSION = 1;

/**
 * Tables a backup leaves out: sessions and pending one-time tokens (links, 2FA and passkey
 * challenges) sign people in, so a backup must not carry them. A restore signs everyone out and
 * voids links in flight; that is the price of a backup that opens no account.
 */
export const TABLES_NOT_BACKED_UP: readonly string[] = ["session", "verification"];

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Migrations applied to the source (hashes, oldest first): a newer dump never loads into an older schema. */
  migrations: string[];
  tables: Record<string, Record<string, unknown>[]>;
}

export class RestoreError extends Error {
  override name = "RestoreError";
}

/** A file name with no folder in it: no separators, no `..`, not absolute, no control characters. */
export const PLAIN_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const plainFileName = z
  .string()
  .regex(PLAIN_FILE_NAME, "must be a plain file name (letters, digits, dots, dashes; no folders and no “..”)");

/** Column checks beyond the column's type. */
const COLUMN_RULES: Record<string, Record<string, z.ZodType>> = {
  backups: { file_name: plainFileName },
};

/** How row_to_json writes each column type of our schema. */
function valueSchema(column: PgColumn): z.ZodType {
  switch (column.columnType) {
    case "PgText":
      return z.string();
    case "PgSerial":
    case "PgInteger":
    case "PgBigInt53":
      return z.number().int();
    case "PgBoolean":
      return z.boolean();
    case "PgTimestamp":
      return z.iso.datetime({ offset: true });
    default:
      throw new Error(`backup rows: no rule for column type ${column.columnType} (${column.name})`);
  }
}

function rowSchema(table: PgTable): z.ZodType {
  const { name, columns } = getTableConfig(table);
  const shape: Record<string, z.ZodType> = {};
  for (const column of columns) {
    const value = COLUMN_RULES[name]?.[column.name] ?? valueSchema(column);
    shape[column.name] = column.notNull ? value : value.nullable().optional();
  }
  return z.strictObject(shape);
}

const ROW_SCHEMAS: ReadonlyMap<string, z.ZodType> = new Map(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, rowSchema(table)]),
);

const fileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.array(z.unknown())),
});

/**
 * The dump when every table is one of ours and every row matches its table's columns; a
 * RestoreError that names the first problem otherwise. Tables a backup leaves out (older files
 * still have them) are dropped here, unread.
 */
export function validateBackup(raw: unknown): BackupFile {
  const file = fileSchema.safeParse(raw);
  if (!file.success) {
    throw new RestoreError(`This file is not a ${BRAND_NAME} backup (format fareline-backup, version 1).`);
  }
  const tables: BackupFile["tables"] = {};
  for (const [table, rows] of Object.entries(file.data.tables)) {
    if (TABLES_NOT_BACKED_UP.includes(table)) continue;
    const rowSchema = ROW_SCHEMAS.get(table);
    if (!rowSchema) throw new RestoreError(`This backup cannot be restored: ${BRAND_NAME} has no table ${table}.`);
    rows.forEach((row, index) => {
      const parsed = rowSchema.safeParse(row);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join(".")} ` : "";
        throw new RestoreError(
          `This backup cannot be restored: row ${index + 1} of table ${table} is not valid (${where}${issue?.message}). Nothing was changed.`,
        );
      }
    });
    tables[table] = rows as Record<string, unknown>[];
  }
  return { ...file.data, format: BACKUP_FORMAT, version: BACKUP_VERSION, tables };
}
