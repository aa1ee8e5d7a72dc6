import type { Translation } from "../../message-key";
import type { search as english } from "../en/search";

export const search: Translation<typeof english> = {};
