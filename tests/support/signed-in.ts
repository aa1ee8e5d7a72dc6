import { randomUUID } from "node:crypto";
import { HttpSession } from "./http-session";
import { outboxLinksTo } from "./outbox";
import type { RunningServer } from "./server";

const PASSWORD = "a long bench passphrase 42";

/**
 * A new person signed up over HTTP, their address confirmed through the local outbox's link, as
 * a visitor does: their session (an HttpSession keeping its cookies), address and password.
 * `siteUrl` is the server's PUBLIC_SITE_URL when it is not the address the caller talks to (the
 * link names the site; the request goes to the server).
 */
export async function signedInSession(server: RunningServer, siteUrl = server.url) {
  const client = new HttpSession(server.url, undefined, new URL(siteUrl).origin);
  const email = `signed-in-${randomUUID()}@example.com`;
  const signUp = await client.request("/api/auth/sign-up/email", { json: { email, password: PASSWORD, name: email } });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  // The confirmation is written to the outbox just after the answer.
  await client.open(await nextLinkTo(server, email, 0));
  if ((await client.viewerEmail()) !== email) throw new Error("the confirmation link did not sign the person in");
  return { client, email, password: PASSWORD };
}

/** Another session of `email`, signed in with an e-mailed link: one that has not passed a second factor. */
export async function magicLinkSession(server: RunningServer, email: string) {
  const client = new HttpSession(server.url);
  const sent = outboxLinksTo(server, email).length;
  const asked = await client.request("/functions/v1/auth-magiclink", { json: { email, origin: server.url } });
  if (asked.status !== 200) throw new Error(`auth-magiclink answered ${asked.status}: ${await asked.text()}`);
  await client.open(await nextLinkTo(server, email, sent));
  if ((await client.viewerEmail()) !== email) throw new Error("the e-mailed link did not sign the person in");
  return client;
}

/** The first link of the next e-mail to `email`, once the outbox has more than `sent` links to them. */
function nextLinkTo(server: RunningServer, email: string, sent: number): Promise<string> {
  return poll(() => {
    const link = outboxLinksTo(server, email)[sent];
    if (!link) throw new Error(`no new e-mail to ${email} in the outbox`);
    return link;
  });
}

/** A new person's session Cookie header (signedInSession). */
export async function signedInCookie(server: RunningServer, siteUrl = server.url): Promise<string> {
  const { client } = await signedInSession(server, siteUrl);
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
