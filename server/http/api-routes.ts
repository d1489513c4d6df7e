/**
 * The production server's /api routes without Next (server/main.ts): the same handlers the
 * route files under app/api export, chosen the way Next's router chooses among those files.
 * Each handler's module loads on first use. Keep this table in step with app/api.
 */
import { BODY_LIMITS, withBodyLimit } from "./body-limit";
import { methodNotAllowedHandler } from "./early-checks";

type Handler = (req: Request) => Promise<Response> | Response;

const ALL = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

interface ApiRoute {
  /** Methods the route file serves; another method is a 405 in the envelope (the route file exports that too). */
  methods: readonly string[];
  load: () => Promise<Handler | ((method: string) => Handler)>;
}

// Bodies are bounded before any handler (and its authentication) reads them: body-limit.ts.
const rest: ApiRoute = { methods: ALL, load: async () => withBodyLimit(BODY_LIMITS.rest, (await import("../trpc/rest")).handleRestRequest) };
const unknown: ApiRoute = { methods: ALL, load: async () => (await import("../trpc/rest")).handleUnknownApiPath };
const openapiDocument: ApiRoute = {
  methods: ALL,
  load: async () => {
    const [{ errorResponse }, { openApiDocument }, { methodNotAllowed }] = await Promise.all([
      import("../errors/app-error"),
      import("../trpc/openapi"),
      import("./early-checks"),
    ]);
    return (method: string) => () =>
      method === "GET" || method === "HEAD" ? Response.json(openApiDocument()) : errorResponse(methodNotAllowed("GET, HEAD"));
  },
};
const session: ApiRoute = {
  methods: ["POST", "DELETE"],
  load: async () => {
    const m = await import("../auth/session-routes");
    const signIn = withBodyLimit(BODY_LIMITS.session, m.handleSignIn);
    const signOut = withBodyLimit(BODY_LIMITS.session, m.handleSignOut);
    return (method: string) => (method === "POST" ? signIn : signOut);
  },
};
const trpc: ApiRoute = { methods: ["GET", "POST"], load: async () => withBodyLimit(BODY_LIMITS.trpc, (await import("../trpc/console")).handleConsoleRequest) };

/** The route file a path under /api belongs to (app/api's precedence: static, dynamic, catch-all). */
function routeFor(pathname: string): ApiRoute {
  if (pathname === "/api/v1/openapi.json") return openapiDocument;
  if (pathname.startsWith("/api/v1/") && pathname.length > "/api/v1/".length) return rest;
  if (pathname === "/api/session") return session;
  if (pathname.startsWith("/api/trpc/")) {
    const rest = pathname.slice("/api/trpc/".length);
    if (rest.length > 0 && !rest.includes("/")) return trpc;
  }
  return unknown;
}

const loaded = new Map<ApiRoute, Promise<Handler | ((method: string) => Handler)>>();

/** The handler for a request under /api (not an inference route); another method of a route is a 405 in the envelope. */
export async function apiHandler(method: string, pathname: string): Promise<Handler> {
  const route = routeFor(pathname);
  // Next answers HEAD with the GET handler when a route exports GET but not HEAD.
  if (!route.methods.includes(method) && !(method === "HEAD" && route.methods.includes("GET"))) return methodNotAllowedHandler(route.methods);
  let p = loaded.get(route);
  if (!p) {
    p = route.load();
    loaded.set(route, p);
  }
  const h = await p;
  return route === session || route === openapiDocument ? (h as (method: string) => Handler)(method) : (h as Handler);
}

/**
 * A path under /api that this table serves as Next would: no trailing slash (Next redirects it),
 * no empty, `.` or `..` segment (Next normalizes those). Anything else under /api goes to Next.
 */
export function isPlainApiPath(path: string): boolean {
  if (path !== "/api" && !path.startsWith("/api/")) return false;
  if (path.endsWith("/")) return false;
  for (const segment of path.slice(1).split("/")) {
    if (segment === "" || /^(?:\.|%2e){1,2}$/i.test(segment)) return false;
  }
  return true;
}
