import type { RunningServer } from "./server";

/** The newest link of the local outbox matching `pattern` (the server logs each e-mail's links). */
export function outboxLink(server: RunningServer, pattern: RegExp): string {
  const links = server
    .logs()
    .filter((line) => line.msg === "e-mail written to the local outbox")
    .flatMap((line) => (line.links as string[]) ?? []);
  const link = links.reverse().find((l) => pattern.test(l));
  if (!link) throw new Error(`no outbox link matching ${pattern}`);
  return link;
}

/** The links of the e-mails to `email`, oldest first (the outbox's log line names its addressee). */
export function outboxLinksTo(server: RunningServer, email: string): string[] {
  return server
    .logs()
    .filter((line) => line.msg === "e-mail written to the local outbox" && line.to === email)
    .flatMap((line) => (line.links as string[]) ?? []);
}
