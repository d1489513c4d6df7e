import { describe, expect, it } from "vitest";
import { formatMoney } from "../components/format/money";

describe("formatMoney: the console's one money format", () => {
  it.each([
    [0, "$0.00"],
    [0.0004, "$0.0004"],
    [0.00012345, "$0.000123"],
    [0.000001, "$0.000001"],
    [0.0000000001, "$0.0000000001"],
    [0.00000000001, "<$0.0000000001"],
    [0.005, "$0.005"],
    [0.01, "$0.01"],
    [0.1234, "$0.123"],
    [0.5, "$0.50"],
    [0.999, "$0.999"],
    [1, "$1.00"],
    [1.005, "$1.01"],
    [12.3456, "$12.35"],
    [1234.5, "$1,234.50"],
    [-0.0004, "-$0.0004"],
    [Number.NaN, "—"],
  ])("%s → %s", (n, text) => {
    expect(formatMoney(n)).toBe(text);
  });
});
