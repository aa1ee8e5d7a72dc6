import type { Translation } from "../../message-key";
import type { deals as english } from "../en/deals";

export const deals: Translation<typeof english> = {};
