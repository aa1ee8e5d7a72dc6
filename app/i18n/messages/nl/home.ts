import type { Translation } from "../../message-key";
import type { home as english } from "../en/home";

export const home: Translation<typeof english> = {};
