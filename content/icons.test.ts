import { describe, expect, it } from "vitest";
import { iconField } from "./icons";

describe("iconField", () => {
  it("takes a known name and names the file to edit for an unknown one", () => {
    expect(iconField.parse("ShieldCheck")).toBe("ShieldCheck");
    const bad = iconField.safeParse("Unicorn");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'unknown icon "Unicorn": add it to content/icons.ts',
    );
  });
});
