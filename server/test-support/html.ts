import { JSDOM } from "jsdom";

/** An HTML answer as a document, to check what a visitor would see rather than its spelling. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** A control's current value in a parsed page. */
export function controlValue(doc: Document, id: string): string | undefined {
  const el = doc.getElementById(id);
  return el && "value" in el ? String((el as HTMLInputElement).value) : undefined;
}
