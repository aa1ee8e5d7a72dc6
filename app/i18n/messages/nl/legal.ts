import type { Translation } from "../../message-key";
import type { legal as english } from "../en/legal";

export const legal: Translation<typeof english> = {};
