import type { Translation } from "../../message-key";
import type { guides as english } from "../en/guides";

export const guides: Translation<typeof english> = {};
