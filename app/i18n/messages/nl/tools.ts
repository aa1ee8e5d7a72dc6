import type { Translation } from "../../message-key";
import type { tools as english } from "../en/tools";

export const tools: Translation<typeof english> = {};
