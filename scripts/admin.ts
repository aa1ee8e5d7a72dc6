// npm run admin -- grant <email> | revoke <email> | create <email>
// Opens the same database as the server (PGlite in DATA_DIR, or DATABASE_URL).
import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { AdminCliError, createAdmin, setRole } from "../app/services/auth/admin-cli.server";
import { resolveAuthSecret } from "../app/services/config/auth-secret.server";
import { ConfigError, loadConfig } from "../app/services/config/config.server";
import { lockDataDir } from "../app/services/db/data-dir-lock.server";
import { openDatabase } from "../app/services/db/database.server";
import { createLogger } from "../app/services/logging/logger.server";

const USAGE = `Usage:
  npm run admin -- grant <email>    make an existing account an admin
  npm run admin -- revoke <email>   take the admin role away
  npm run admin -- create <email>   create a verified admin account (asks for a password;
                                    or set ADMIN_PASSWORD for scripts)`;

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!stdin.isTTY) throw new AdminCliError("No terminal to ask for a password: set ADMIN_PASSWORD.");
  const rl = createInterface({ input: stdin, output: stdout, terminal: true });
  // Hide what is typed: print nothing for each key after the prompt.
  const rlOutput = rl as unknown as { _writeToOutput: (s: string) => void };
  let prompting = false;
  rlOutput._writeToOutput = (s: string) => {
    if (!prompting || s.includes("\n")) stdout.write(prompting ? "\n" : s);
  };
  const ask = async (question: string) => {
    stdout.write(question);
    prompting = true;
    const answer = await rl.question("");
    prompting = false;
    return answer;
  };
  const first = await ask("Password (at least 8 characters): ");
  const second = await ask("Same password again: ");
  rl.close();
  if (first !== second) throw new AdminCliError("Passwords do not match");
  return first;
}

async function main() {
  const [command, email] = process.argv.slice(2);
  if (!command || !email || !["grant", "revoke", "create"].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  let config = loadConfig();
  const logger = createLogger("warn");
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  config = { ...config, authSecret: await resolveAuthSecret(config.authSecret, config.dataDir) };
  const database = await openDatabase(
    config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    const message =
      command === "create"
        ? await createAdmin(config, database, logger, email, await askPassword())
        : await setRole(database, email, command === "grant" ? "admin" : "user");
    console.log(message);
  } finally {
    await database.close();
    await release?.();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof AdminCliError ||
    error instanceof ConfigError ||
    (error as Error)?.name === "DataDirLockedError"
  ) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
