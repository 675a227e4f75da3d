import { describe, expect, it } from "vitest";
import { parseContentDate } from "./content-date";

describe("parseContentDate", () => {
  it("reads the three date forms the content uses, as UTC", () => {
    expect(parseContentDate("2025-02-12").toISOString()).toBe("2025-02-12T00:00:00.000Z");
    expect(parseContentDate("February 12, 2025").toISOString()).toBe("2025-02-12T00:00:00.000Z");
    expect(parseContentDate("October 2024").toISOString()).toBe("2024-10-01T00:00:00.000Z");
  });

  it("refuses anything else rather than guessing", () => {
    expect(() => parseContentDate("Smarch 3, 2024")).toThrow(/not a content date/);
    expect(() => parseContentDate("12/02/2025")).toThrow(/not a content date/);
  });
});
