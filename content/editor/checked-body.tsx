import type { fields } from "@keystatic/core";
import { type ComponentProps, useDeferredValue, useMemo, useRef } from "react";

type Body = ReturnType<typeof fields.markdoc>;
type State = Parameters<Body["validate"]>[0];
type Check = (state: State) => string | undefined;

/** The article's Markdown exactly as the editor will save it under the front matter. */
export function savedMarkdown(body: Body, state: State): string {
  const { content } = body.serialize(state, { slug: undefined });
  return new TextDecoder().decode(content);
}

/**
 * `body` (a Markdown body field) with a rule the build applies to the saved Markdown, e.g. a
 * blog post's word count (content/article-body.ts): Save is refused while `problem` names one,
 * and the problem is shown under the article as it is typed, the way Keystatic shows a text
 * field's. Keystatic's own field options cannot count words.
 */
export function checkedBody(body: Body, problem: (markdown: string) => string | undefined): Body {
  const check: Check = (state) => problem(savedMarkdown(body, state));
  return {
    ...body,
    Input(props) {
      return <BodyWithProblem body={body} check={check} {...props} />;
    },
    validate(state) {
      const found = check(state);
      if (found) throw new Error(found);
      return body.validate(state);
    },
  };
}

/** The editor's own body input, and under it the problem once the article is edited or saved. */
function BodyWithProblem({
  body,
  check,
  ...props
}: ComponentProps<Body["Input"]> & { body: Body; check: Check }) {
  // Counted after a pause in typing, not on every key.
  const state = useDeferredValue(props.value);
  const found = useMemo(() => check(state), [check, state]);
  const opened = useRef(props.value);
  const show = props.forceValidation || props.value !== opened.current;
  return (
    <>
      <body.Input {...props} />
      {show && found ? (
        <p role="alert" style={{ color: "#b3261e", fontSize: "0.875rem", marginTop: "0.5rem" }}>
          {found}
        </p>
      ) : null}
    </>
  );
}
