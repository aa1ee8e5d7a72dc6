import type { Translation } from "../../message-key";
import type { alerts as english } from "../en/alerts";

export const alerts: Translation<typeof english> = {};
