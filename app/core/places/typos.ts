/**
 * One-typo matching for place search: one letter wrong, missing, extra or two
 * swapped. Plain string work without allocation, for the autocomplete's hot loop.
 */
/** Whether `a` and the first `lb` characters of `b` differ by at most one edit (no allocation). */
function oneEditOfPrefix(a: string, b: string, lb: number): boolean {
  const la = a.length;
  if (Math.abs(la - lb) > 1 || lb > b.length) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === lb) return true;
  const rest = (ai: number, bi: number) => {
    while (ai < la && bi < lb) {
      if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
      ai++;
      bi++;
    }
    return ai === la && bi === lb;
  };
  if (la === lb) {
    // One substitution, or one adjacent transposition.
    if (rest(i + 1, i + 1)) return true;
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      rest(i + 2, i + 2)
    );
  }
  return la > lb ? rest(i + 1, i) : rest(i, i + 1);
}

/** Whether a and b differ by at most one edit (substitution, insertion, deletion or adjacent swap). */
export function withinOneEdit(a: string, b: string): boolean {
  return oneEditOfPrefix(a, b, b.length);
}

/**
 * Whether `word` is one edit (substitution, adjacent swap, extra or missing
 * letter) away from some prefix of `candidate`: "lodnon" ~ "london",
 * "zurik" ~ "zuric|h", "frankfrut" ~ "frankfurt". No allocation.
 */
export function typoOfPrefix(word: string, candidate: string): boolean {
  const n = word.length;
  const m = candidate.length;
  let i = 0;
  while (i < n && i < m && word.charCodeAt(i) === candidate.charCodeAt(i)) i++;
  if (i >= n - 1) return m >= n - 1;
  return (
    sameFrom(word, i + 1, candidate, i + 1) || // substitution
    (word.charCodeAt(i) === candidate.charCodeAt(i + 1) &&
      word.charCodeAt(i + 1) === candidate.charCodeAt(i) &&
      sameFrom(word, i + 2, candidate, i + 2)) || // swap
    sameFrom(word, i + 1, candidate, i) || // extra letter in the word
    sameFrom(word, i, candidate, i + 1) // missing letter in the word
  );
}

/** Whether word[a..) equals candidate[b..b + rest). A top-level function: hot loops must not allocate closures. */
function sameFrom(word: string, a: number, candidate: string, b: number): boolean {
  const n = word.length;
  if (b + (n - a) > candidate.length) return false;
  for (; a < n; a++, b++) if (word.charCodeAt(a) !== candidate.charCodeAt(b)) return false;
  return true;
}
