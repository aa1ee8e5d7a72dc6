import type { Translation } from "../../message-key";
import type { results as english } from "../en/results";

export const results: Translation<typeof english> = {};
