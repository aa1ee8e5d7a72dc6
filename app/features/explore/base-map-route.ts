import { baseMap } from "../../services/explore/world-map.server";
import type { Route } from "./+types/base-map-route";

/**
 * /explore-map.svg: the explore map's land and borders (drawn once per server), under the markers
 * of every explore page. The same for everyone and for as long as the server runs: cached a day,
 * revalidated by its ETag.
 */
export function loader({ request }: Route.LoaderArgs) {
  const map = baseMap();
  const headers = {
    "content-type": "image/svg+xml; charset=utf-8",
    "cache-control": "public, max-age=86400",
    etag: map.etag,
  };
  if (request.headers.get("if-none-match") === map.etag) return new Response(null, { status: 304, headers });
  return new Response(map.svg, { headers });
}
