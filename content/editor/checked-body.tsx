import type { fields } from "@keystatic/core";
import { type ComponentProps, useDeferredValue, useMemo, useRef } from "react";
import { noteRefused, publishesOnSave, refusedFor } from "./publish-gate";

type Body = ReturnType<typeof fields.markdoc>;
type State = Parameters<Body["validate"]>[0];
type Check = (state: State) => string | undefined;
type Problem = (markdown: string) => string | undefined;

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
 *
 * `whenPublished` is a rule a preview build waives for a draft or a scheduled item: shown under
 * the article as waiting, and refusing Save only when the entry will be published
 * (content/editor/publish-gate.ts), in the build's words.
 */
export function checkedBody(
  body: Body,
  problem: Problem,
  { whenPublished }: { whenPublished?: Problem } = {},
): Body {
  const check: Check = (state) => problem(savedMarkdown(body, state));
  const waiting: Check = (state) => whenPublished?.(savedMarkdown(body, state));
  return {
    ...body,
    Input(props) {
      return <BodyWithProblem body={body} check={check} waiting={waiting} {...props} />;
    },
    validate(state) {
      const found = check(state);
      if (found) throw new Error(found);
      if (whenPublished) {
        const publishes = publishesOnSave();
        const later = waiting(state);
        noteRefused(publishes ? later : undefined);
        if (publishes && later) throw new Error(later);
      }
      return body.validate(state);
    },
  };
}

const alertStyle = { color: "#b3261e", fontSize: "0.875rem", marginTop: "0.5rem" } as const;
const noteStyle = { color: "#595959", fontSize: "0.875rem", marginTop: "0.5rem" } as const;

/**
 * The editor's own body input, and under it the problem once the article is edited or saved;
 * a rule that waits for publishing is a note, and in red once Save is refused for it.
 */
function BodyWithProblem({
  body,
  check,
  waiting,
  ...props
}: ComponentProps<Body["Input"]> & { body: Body; check: Check; waiting: Check }) {
  // Counted after a pause in typing, not on every key.
  const state = useDeferredValue(props.value);
  const found = useMemo(() => check(state), [check, state]);
  const later = useMemo(() => waiting(state), [waiting, state]);
  const opened = useRef(props.value);
  const show = props.forceValidation || props.value !== opened.current;
  return (
    <>
      <body.Input {...props} />
      {show && found ? (
        <p role="alert" style={alertStyle}>
          {found}
        </p>
      ) : null}
      {show && !found && later ? (
        props.forceValidation && refusedFor(later) ? (
          <p role="alert" style={alertStyle}>
            {later}. To save it as it is, tick Draft or give it a later Publish at.
          </p>
        ) : (
          <p role="status" style={noteStyle}>
            Before it is published: {later}. A draft or a scheduled post saves without it.
          </p>
        )
      ) : null}
    </>
  );
}
