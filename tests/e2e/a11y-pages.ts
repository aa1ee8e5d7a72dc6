/**
 * Every page the accessibility test visits. Each issue that adds a page adds it here.
 * `ready` is a selector the page shows once it is fully rendered (optional).
 */
export interface A11yPage {
  path: string;
  ready?: string;
}

export const A11Y_PAGES: A11yPage[] = [{ path: "/" }, { path: "/flights" }, { path: "/this-page-does-not-exist" }];
