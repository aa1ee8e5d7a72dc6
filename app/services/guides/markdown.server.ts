import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import type { TocEntry } from "../../core/guides/guide-types";

/** GitHub-style heading ids: lower case, punctuation dropped, spaces to hyphens. */
function slugifyHeading(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/<[^>]*>/g, "")
      .replace(/&[a-z]+;/g, "")
      .replace(/[^a-z0-9\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .replace(/-+/g, "-") || "section"
  );
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "a",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "code",
    "pre",
    "blockquote",
    "hr",
    "br",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], h2: ["id"], h3: ["id"], h4: ["id"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    // External links open safely; internal ones stay plain.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs,
      };
    },
  },
};

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

/**
 * Markdown to sanitised HTML, on the server only. h1 in a body becomes h2 (the page
 * owns the h1); h2/h3 get unique ids and form the table of contents.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const level = Math.min(Math.max(token.depth, 2), 4);
        const inner = this.parser.parseInline(token.tokens);
        const text = sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} }).trim();
        const base = slugifyHeading(text);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen ? `${base}-${seen}` : base;
        if (level <= 3) toc.push({ id, title: decodeEntities(text), level: level as 2 | 3 });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const raw = marked.parse(markdown, { async: false });
  return { html: sanitizeHtml(raw, SANITIZE), toc };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Words in a markdown body as a reader sees them: markup characters and link targets do not count. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/\]\([^)\s]*\)/g, "]")
    .replace(/[#*_>`|[\]()-]/g, " ")
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}
