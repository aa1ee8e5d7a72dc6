import type { Translation } from "../../message-key";
import type { pages as english } from "../en/pages";

export const pages: Translation<typeof english> = {};
