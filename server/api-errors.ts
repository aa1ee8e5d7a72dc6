import type { ErrorRequestHandler, RequestHandler } from "express";
import { ApiError } from "../app/core/http/api-error";
import { bodyErrorMessage } from "../app/services/http/request-guards.server";

/** Unknown API paths answer JSON, not the HTML 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No API endpoint at ${req.method} ${req.path}` });
};

/** Every API error is answered as JSON `{ error }`; unexpected ones never leak details. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof ApiError) {
    res.status(error.status).json(error.toJSON());
    return;
  }
  // body-parser and friends mark client mistakes with a 4xx status.
  const status = typeof error?.status === "number" ? error.status : 500;
  if (status >= 400 && status < 500) {
    const message =
      error?.type === "entity.parse.failed"
        ? "The request body is not valid JSON."
        : (bodyErrorMessage(error) ?? "The request could not be understood.");
    res.status(status).json({ error: message });
    return;
  }
  req.log?.error({ err: error }, "unhandled API error");
  res.status(500).json({ error: "Something went wrong on our side. Please try again." });
};
