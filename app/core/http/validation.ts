import type { z } from "zod";
import { badRequest } from "./api-error";

/** Parses input with a zod schema, turning the first problem into a readable 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  throw badRequest(`${field}${issue?.message ?? "Invalid input"}`);
}
