import { useNavigation } from "react-router";
import { LIST_CATEGORY_BY_PATH } from "../../core/guides/guide-types";
import { pathWithoutLocale } from "../../i18n/locales";
import { useT } from "../../ui/i18n";

/** True for /guides/{slug} and /nl/guides/{slug} (not the category list pages). */
function isGuideArticlePath(pathname: string): boolean {
  const path = pathWithoutLocale(pathname).replace(/(.)\/$/, "$1");
  return /^\/guides\/[^/]+$/.test(path) && !LIST_CATEGORY_BY_PATH[path];
}

/** Whether the app is currently loading a guide article (client-side navigation). */
export function usePendingGuide(currentPath: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "loading" &&
    isGuideArticlePath(navigation.location.pathname) &&
    navigation.location.pathname !== currentPath
  );
}

/** Placeholder shown while a guide loads. */
export function GuideSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6" aria-busy="true" data-testid="guide-skeleton">
      <p className="sr-only" role="status">
        {t("guides.skeleton.loading")}
      </p>
      <div className="animate-pulse space-y-4" aria-hidden="true">
        <div className="h-4 w-48 rounded bg-slate-200" />
        <div className="h-6 w-24 rounded-full bg-slate-200" />
        <div className="h-10 w-3/4 rounded bg-slate-200" />
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="mt-8 h-64 rounded-xl bg-slate-200" />
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-4 rounded bg-slate-200" style={{ width: `${90 - i * 8}%` }} />
        ))}
      </div>
    </div>
  );
}
