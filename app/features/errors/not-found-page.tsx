import { Link, useNavigate } from "react-router";

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-slate-600">
        The page you're looking for doesn't exist or has moved. Check the address, or start a new flight search.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="btn btn-primary btn-lg">
          Return to Home
        </Link>
        <button type="button" onClick={() => navigate(-1)} className="btn btn-secondary btn-lg">
          Go Back
        </button>
      </div>
    </section>
  );
}
