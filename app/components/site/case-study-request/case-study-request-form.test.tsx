// @vitest-environment jsdom

import { caseStudyRequestCopy } from "@content/form-copy";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CaseStudyRequestForm } from "./case-study-request-form";

describe("the case-study request form", () => {
  it("links the privacy notice beside Send: it stores an address, and says where that is explained", () => {
    const html = renderToStaticMarkup(
      <CaseStudyRequestForm
        study="fernway-bank-bangalore-engineering-centre"
        source="/case-studies"
      />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const link = [...doc.querySelectorAll("form a")].find(
      (a) => a.textContent?.trim() === caseStudyRequestCopy.privacyLink,
    );
    expect(link?.getAttribute("href")).toBe("/privacy");
  });
});
