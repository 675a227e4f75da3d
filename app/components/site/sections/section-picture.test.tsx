import type { Measured } from "@content/body-pictures.server";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPLIT_PICTURE_SIZES, SplitSection } from "../services/split-section";
import { SectionPictureImage } from "./section-picture";

const src = "/images/uploads/landing/q4-launch/blocks/1/value/aside/value/team.jpg";
const uploads = new Map<string, Measured>([
  [src, { width: 2400, height: 1600, hash: "abc1234567" }],
]);

/** The <img>'s attributes, as a browser reads them. */
function attributes(html: string): Record<string, string> {
  const tag = html.match(/<img\b([^>]*)>/)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe("a picture uploaded into a section", () => {
  it("is offered in the body pictures' resized copies, with its size, its alt text and its focal point", () => {
    const alt = "Twelve engineers around a board in the Whitefield office";
    const html = renderToStaticMarkup(
      <SectionPictureImage
        picture={{ src, alt, focus: "top-right" }}
        sizes={SPLIT_PICTURE_SIZES}
        uploads={uploads}
      />,
    );
    const copy = (w: number) =>
      `/images/sized/landing/q4-launch/blocks/1/value/aside/value/team-abc1234567-${w}w.webp`;
    expect(attributes(html)).toEqual({
      src: copy(1344),
      srcSet: [480, 672, 1008, 1344].map((w) => `${copy(w)} ${w}w`).join(", "),
      sizes: SPLIT_PICTURE_SIZES,
      width: "2400",
      height: "1600",
      alt,
      loading: "lazy",
      decoding: "async",
      class: "object-cover object-[100%_0%]",
    });
  });

  it('says nothing to a screen reader when decorative (alt "")', () => {
    const html = renderToStaticMarkup(
      <SectionPictureImage
        picture={{ src, alt: "", focus: "middle" }}
        sizes="100vw"
        uploads={uploads}
      />,
    );
    expect(html).toContain('alt=""');
    expect(attributes(html).class).toBe("object-cover");
  });

  it("fails the build, with the fix, when the upload is gone", () => {
    const gone = "/images/uploads/landing/q4-launch/gone.jpg";
    expect(() =>
      renderToStaticMarkup(
        <SectionPictureImage
          picture={{ src: gone, alt: "", focus: "middle" }}
          sizes="100vw"
          uploads={uploads}
        />,
      ),
    ).toThrow(`The picture "${gone}" is not among the uploaded pictures`);
  });

  it("sits beside a split section's text, framed 4:3, as the build measures the uploads", () => {
    // An upload in the repository, so measured as the build measures it.
    const upload = "/images/uploads/blog/the-monthly-service-review/delivery-trends.png";
    const alt = "Delivery trends across the quarter";
    const html = renderToStaticMarkup(
      <SplitSection
        id="the-team"
        title="The team you would meet"
        paragraphs={["Twelve engineers in Whitefield."]}
        aside={{ picture: { src: upload, alt, focus: "bottom" } }}
      />,
    );
    const img = attributes(html);
    expect(img.srcSet).toMatch(
      /^\/images\/sized\/blog\/the-monthly-service-review\/delivery-trends-[0-9a-f]{10}-480w\.webp 480w, /,
    );
    expect(img.alt).toBe(alt);
    expect(img.class).toContain("aspect-[4/3]");
    expect(img.class).toContain("object-bottom");
    expect(html).toContain("lg:grid-cols-2");
  });
});
