/**
 * A local Resend: POST /emails with the documented request and answer shapes
 * (/work/shared/reference/email.md): Bearer key, `{from, to, subject, html|text}` body,
 * `200 {id}` on success, `{statusCode, name, message}` errors (401 missing_api_key,
 * 403 invalid_api_key, 422 validation_error, 429 rate_limit_exceeded with retry-after).
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

interface ResendEmail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  idempotencyKey?: string;
}

export interface ResendFake {
  url: string;
  apiKey: string;
  emails: ResendEmail[];
  /** The next answers are 429 rate_limit_exceeded. */
  rateLimitNext(count: number): void;
  close(): Promise<void>;
}

export async function startResendFake(apiKey = "re_test_key"): Promise<ResendFake> {
  const emails: ResendEmail[] = [];
  const byIdempotencyKey = new Map<string, string>();
  let limited = 0;
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    const error = (statusCode: number, name: string, message: string, headers: Record<string, string> = {}) =>
      answer(statusCode, { statusCode, name, message }, headers);
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/emails")
        return error(404, "not_found", "The requested endpoint does not exist.");
      const auth = req.headers.authorization;
      if (!auth) return error(401, "missing_api_key", "Missing API key in the authorization header.");
      if (auth !== `Bearer ${apiKey}`) return error(403, "invalid_api_key", "API key is invalid.");
      if (limited > 0) {
        limited -= 1;
        return error(429, "rate_limit_exceeded", "Too many requests. You can only make 2 requests per second.", {
          "retry-after": "1",
          "ratelimit-limit": "2",
          "ratelimit-remaining": "0",
          "ratelimit-reset": "1",
        });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return error(422, "validation_error", "Invalid JSON body.");
      }
      const to = typeof body.to === "string" ? [body.to] : Array.isArray(body.to) ? (body.to as string[]) : [];
      if (typeof body.from !== "string" || !/<[^>]+@[^>]+>$|^[^<>\s]+@[^<>\s]+$/.test(body.from)) {
        return error(
          422,
          "validation_error",
          "Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.",
        );
      }
      if (to.length === 0 || to.length > 50)
        return error(422, "validation_error", "The `to` field must have between 1 and 50 addresses.");
      if (typeof body.subject !== "string" || !body.subject)
        return error(422, "validation_error", "Missing `subject` field.");
      if (typeof body.html !== "string" && typeof body.text !== "string") {
        return error(422, "validation_error", "Missing `html` or `text` field.");
      }
      const idempotencyKey = req.headers["idempotency-key"];
      if (typeof idempotencyKey === "string" && byIdempotencyKey.has(idempotencyKey)) {
        return answer(200, { id: byIdempotencyKey.get(idempotencyKey) });
      }
      const id = randomUUID();
      if (typeof idempotencyKey === "string") byIdempotencyKey.set(idempotencyKey, id);
      emails.push({
        id,
        from: body.from,
        to,
        subject: body.subject,
        html: body.html as string | undefined,
        text: body.text as string | undefined,
        idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
      });
      return answer(200, { id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    emails,
    rateLimitNext: (count) => {
      limited = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
