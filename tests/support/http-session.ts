/**
 * A tiny browser stand-in for API tests: keeps cookies, sends our Origin, and claims a
 * client IP (the server trusts X-Forwarded-For from loopback), so each test has its own
 * rate-limit bucket. Redirects are not followed. `origin` is the site the browser shows
 * (PUBLIC_SITE_URL), when that differs from the address the test talks to.
 */
export class HttpSession {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly ip = `10.${rand()}.${rand()}.${rand()}`,
    readonly origin = baseUrl,
  ) {}

  async request(
    path: string,
    init: { method?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin: this.origin, "x-forwarded-for": this.ip, ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(this.baseUrl + path, {
      method: init.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const cookie of this.lastSetCookies) {
      const pair = cookie.split(";")[0] ?? "";
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows a link the way a browser would, returning where it ended (one level of redirects). */
  async open(link: string) {
    const url = new URL(link);
    return this.request(`${url.pathname}${url.search}`);
  }

  async viewerEmail(): Promise<string | null> {
    const response = await this.request("/api/auth/get-session");
    const body = (await response.json()) as { user?: { email: string } } | null;
    return body?.user?.email ?? null;
  }
}

const rand = () => Math.floor(Math.random() * 250) + 1;
