import { describe, expect, it } from "vitest";
import { dataDirFailure } from "./data-dir-errors.server";

const errno = (code: string) => Object.assign(new Error(`${code}: something`), { code });

describe("dataDirFailure", () => {
  it("names the folder, the cause and the fix for each kind of write failure", () => {
    expect(dataDirFailure(errno("EACCES"), "/srv/data")).toBe(
      "Fareline cannot write to its data folder /srv/data (permission denied). Give the server's user write access to it, or set DATA_DIR to a writable folder.",
    );
    expect(dataDirFailure(errno("EDQUOT"), "/srv/data")).toBe(
      "Fareline cannot write to its data folder /srv/data (disk quota exceeded). Free some space on that disk, or set DATA_DIR to a folder on another disk.",
    );
  });

  it("reads PostgreSQL's SQLSTATE and PGlite's message when there is no errno code", () => {
    expect(dataDirFailure(Object.assign(new Error("could not extend file"), { code: "53100" }), "d")).toMatch(
      /\(no space left on the device\)/,
    );
    expect(dataDirFailure(new Error('could not write to file "pg_wal/x": No space left on device'), "d")).toMatch(
      /\(no space left on the device\)/,
    );
    expect(dataDirFailure(new Error("open failed: Read-only file system"), "d")).toMatch(/\(read-only file system\)/);
  });

  it("leaves every other error alone", () => {
    expect(dataDirFailure(errno("ECONNREFUSED"), "/srv/data")).toBeNull();
    expect(dataDirFailure(new Error("syntax error at or near"), "/srv/data")).toBeNull();
    expect(dataDirFailure("not an error", "/srv/data")).toBeNull();
  });
});
