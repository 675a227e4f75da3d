import { describe, expect, it } from "vitest";
import { decodeEntities } from "./html-text";

describe("decodeEntities", () => {
  it("reads the entities React and Markdown write, once", () => {
    expect(
      decodeEntities("Tom &amp; Jerry&#x27;s &lt;b&gt; &quot;q&quot; it&#39;s&nbsp;&#8594;"),
    ).toBe("Tom & Jerry's <b> \"q\" it's\u00a0→");
    expect(decodeEntities("&amp;lt;")).toBe("&lt;");
  });
});
