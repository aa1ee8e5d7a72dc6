/**
 * Text normalisation for place search: lower case, no diacritics ("Zürich" →
 * "zurich", "São Paulo" → "sao paulo"), letters that do not decompose mapped
 * by hand (ß, ø, æ, ł, đ, ı…), everything else that is not a letter or digit
 * turned into single spaces. Browser-safe.
 */
const SPECIAL: Record<string, string> = {
  ß: "ss",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
};

export function normaliseText(text: string): string {
  // Fast path for plain ASCII, which most names are.
  if (/^[\x20-\x7e]*$/.test(text)) {
    return text
      .toLowerCase()
      .replace(/['`]/g, "")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  }
  // Characters beyond ASCII are escaped in regular expressions: scripts/build-server.mjs explains why.
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u00df\u00f8\u00e6\u0153\u0142\u0111\u00f0\u00fe\u0131\u0127]/g, (c) => SPECIAL[c] ?? c)
    .replace(/['\u2019`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a normalised text. */
export function words(normalised: string): string[] {
  return normalised === "" ? [] : normalised.split(" ");
}
