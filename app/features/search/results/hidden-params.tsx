import { hiddenEntries } from "./result-params";

/** The hidden inputs a GET form of /search carries to keep the search and the rest of the view. */
export function HiddenParams({ params, except }: { params: URLSearchParams; except: readonly string[] }) {
  return hiddenEntries(params, except).map(([name, value], i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: parameters may repeat; their order is the key.
    <input key={i} type="hidden" name={name} value={value} />
  ));
}
