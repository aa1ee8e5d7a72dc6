import type { MetaDescriptor } from "react-router";
import { BRAND_NAME } from "../../brand/brand";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/guides". */
  path: string;
  siteUrl: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  keywords?: string[];
  jsonLd?: JsonLd[];
}

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

/** JSON-LD as a meta descriptor: React Router renders it as a script in the server HTML. */
const jsonLdMeta = (data: JsonLd): MetaDescriptor => ({ "script:ld+json": data });

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const url = `${page.siteUrl}${page.path}`;
  const image = page.image ? new URL(page.image, page.siteUrl).href : `${page.siteUrl}/og-image.png`;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: BRAND_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const block of page.jsonLd ?? []) tags.push(jsonLdMeta(block));
  return tags;
}

interface RootMatch {
  id: string;
  data?: unknown;
}

/** Reads the public site URL that the root loader hands to every route. */
export function siteUrlFrom(matches: ReadonlyArray<RootMatch | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { brand?: { siteUrl?: string } } | undefined;
  return root?.brand?.siteUrl ?? "";
}
