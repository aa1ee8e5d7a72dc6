import type { Translation } from "../../message-key";
import type { api as english } from "../en/api";

export const api: Translation<typeof english> = {};
