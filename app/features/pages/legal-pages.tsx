import { BRAND_NAME } from "../../brand/brand";
import { todayOnServer } from "./page-shell";

/** Loader for pages that show today's date: computed per request on the server, serialised to the browser. */
export function todayLoader() {
  return { today: todayOnServer() };
}

export const NOT_LEGAL_ADVICE = `This page explains in plain language how ${BRAND_NAME} works. It is not legal advice; if you need advice about your own situation, consult a qualified lawyer.`;
