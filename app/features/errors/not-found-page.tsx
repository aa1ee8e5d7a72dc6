import { useNavigate } from "react-router";
import { useT } from "../../ui/i18n";
import { Link } from "../../ui/link";

export function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("shell.notFound.title")}</h1>
      <p className="mt-4 text-slate-600">{t("shell.notFound.body")}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="btn btn-primary btn-lg">
          {t("shell.notFound.home")}
        </Link>
        <button type="button" onClick={() => navigate(-1)} className="btn btn-secondary btn-lg">
          {t("shell.notFound.back")}
        </button>
      </div>
    </section>
  );
}
