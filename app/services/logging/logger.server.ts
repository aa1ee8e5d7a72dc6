import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "fareline" },
    // Never let a credential reach the log, wherever it turns up.
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'req.headers["x-admin-token"]',
        'req.headers["x-access-token"]',
        "*.password",
        "*.secret",
        "*.token",
      ],
      censor: "[redacted]",
    },
  });
}
