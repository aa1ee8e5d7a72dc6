/** The one error type for API answers: a status and a message a person understands. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  toJSON(): { error: string } & Record<string, unknown> {
    return { error: this.message, ...this.details };
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new ApiError(400, message, details);
