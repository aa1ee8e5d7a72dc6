import type { Translation } from "../../message-key";
import type { account as english } from "../en/account";

export const account: Translation<typeof english> = {};
