import { describe, expect, it } from "vitest";
import { newId } from "./ids";

describe("newId", () => {
  it("gives the prefix and 24 hex characters, never the same id twice across pool refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const id = newId("msg_");
      expect(id).toMatch(/^msg_[0-9a-f]{24}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(5000);
  });
});
