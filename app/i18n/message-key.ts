import type * as en from "./messages/en";

/** The catalogue's namespaces: one per capability, each key starting with its namespace's name. */
export type Namespace = keyof typeof en;

/** Every message key of the English catalogue: a typo in a key is a type error. */
export type MessageKey = { [N in Namespace]: keyof (typeof en)[N] & string }[Namespace];

/** A namespace's Dutch messages: exactly the English keys, each with its own text. */
export type Translation<English> = { readonly [K in keyof English]: string };
