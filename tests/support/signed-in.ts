import { randomUUID } from "node:crypto";
import { HttpSession } from "./http-session";
import { outboxLink } from "./outbox";
import type { RunningServer } from "./server";

const PASSWORD = "a long bench passphrase 42";

/**
 * A new person signed up over HTTP, their address confirmed through the local outbox's link, as
 * a visitor does: the session's Cookie header. `siteUrl` is the server's PUBLIC_SITE_URL when it
 * is not the address the caller talks to (the link names the site; the request goes to the server).
 */
export async function signedInCookie(server: RunningServer, siteUrl = server.url): Promise<string> {
  const client = new HttpSession(server.url, undefined, new URL(siteUrl).origin);
  const email = `signed-in-${randomUUID()}@example.com`;
  const signUp = await client.request("/api/auth/sign-up/email", { json: { email, password: PASSWORD, name: email } });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  // The confirmation is written to the outbox just after the answer.
  const link = await poll(() => outboxLink(server, /\/auth\/callback\?code=/));
  await client.open(link);
  if ((await client.viewerEmail()) !== email) throw new Error("the confirmation link did not sign the person in");
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

async function poll<T>(read: () => T, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return read();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
