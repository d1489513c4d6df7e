import { describe, expect, it } from "vitest";
import { restRoute } from "./rest";

describe("restRoute: exact, case-sensitive matching of REST paths (after /api/v1)", () => {
  const cases: Array<[string, string | null]> = [
    ["/keys", "GET, HEAD, POST"],
    ["/keys/3fa9c1d", "GET, HEAD, PATCH, DELETE"],
    ["/keys/a%2Fb", "GET, HEAD, PATCH, DELETE"],
    ["/key", "GET, HEAD"],
    ["/health", "GET, HEAD"],
    ["/workspaces/default/members/add", "POST"],
    ["/end-users/team%2Falice", "GET, HEAD, PATCH, DELETE"],
    ["/datasets/rankings-daily", "GET, HEAD"],
    ["/KEYS", null],
    ["/Keys/abc", null],
    ["/keys/", null],
    ["/keys/a/b", null],
    ["/no-such-thing", null],
    ["", null],
    ["/messages", null],
  ];
  it.each(cases)("%s → %s", (path, allow) => {
    expect(restRoute(path)?.allow ?? null).toBe(allow);
  });
});
