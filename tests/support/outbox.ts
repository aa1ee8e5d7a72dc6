import type { RunningServer } from "./server";

/** The links of the local outbox's e-mails (the server logs each e-mail's links), oldest first; only those to `email` when given. */
function outboxLinks(server: RunningServer, email?: string): string[] {
  return server
    .logs()
    .filter((line) => line.msg === "e-mail written to the local outbox" && (email === undefined || line.to === email))
    .flatMap((line) => (line.links as string[]) ?? []);
}

/** The newest link of the local outbox matching `pattern`. */
export function outboxLink(server: RunningServer, pattern: RegExp): string {
  const link = outboxLinks(server)
    .reverse()
    .find((l) => pattern.test(l));
  if (!link) throw new Error(`no outbox link matching ${pattern}`);
  return link;
}

/** The links of the e-mails to `email`, oldest first (the outbox's log line names its addressee). */
export function outboxLinksTo(server: RunningServer, email: string): string[] {
  return outboxLinks(server, email);
}
