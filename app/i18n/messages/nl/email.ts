import type { Translation } from "../../message-key";
import type { email as english } from "../en/email";

export const email: Translation<typeof english> = {};
