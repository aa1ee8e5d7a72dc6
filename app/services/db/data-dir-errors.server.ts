import path from "node:path";
import { BRAND_NAME } from "../../brand/brand";

/**
 * What a failed write to the data folder means, as a sentence that names the folder and the fix.
 * Node's fs errors carry an errno code; PGlite and PostgreSQL report the same conditions in their
 * messages ("No space left on device") or as SQLSTATE 53100 (disk full) and 25006 (read-only).
 */
type Kind = "read-only" | "denied" | "full" | "quota" | "not-a-folder";

const BY_CODE: Record<string, Kind> = {
  EROFS: "read-only",
  "25006": "read-only",
  EACCES: "denied",
  EPERM: "denied",
  ENOSPC: "full",
  "53100": "full",
  EDQUOT: "quota",
  ENOTDIR: "not-a-folder",
};

const BY_MESSAGE: [RegExp, Kind][] = [
  [/read-only file system/i, "read-only"],
  [/no space left on device/i, "full"],
  [/disk quota exceeded/i, "quota"],
];

function kindOf(error: unknown): Kind | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const byCode = typeof code === "string" ? BY_CODE[code] : undefined;
  if (byCode) return byCode;
  const text = typeof message === "string" ? message : "";
  return BY_MESSAGE.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The sentence for an error that means the data folder cannot be written, or null for any other error. */
export function dataDirFailure(error: unknown, dataDir: string): string | null {
  const folder = path.resolve(dataDir);
  const cannotWrite = `${BRAND_NAME} cannot write to its data folder ${folder}`;
  const writable = "Give the server's user write access to it, or set DATA_DIR to a writable folder.";
  const otherDisk = "Free some space on that disk, or set DATA_DIR to a folder on another disk.";
  switch (kindOf(error)) {
    case "read-only":
      return `${cannotWrite} (read-only file system). ${writable}`;
    case "denied":
      return `${cannotWrite} (permission denied). ${writable}`;
    case "full":
      return `${cannotWrite} (no space left on the device). ${otherDisk}`;
    case "quota":
      return `${cannotWrite} (disk quota exceeded). ${otherDisk}`;
    case "not-a-folder":
      return `${BRAND_NAME} cannot create its data folder ${folder} (a file stands where a folder is expected). Remove or rename that file, or set DATA_DIR to a folder.`;
    default:
      return null;
  }
}
