import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { useId } from "react";
import { notePublishAt } from "./publish-gate";
import {
  localPattern,
  type PublishZone,
  publishZones,
  readSaved,
  savedWithOffset,
  shownTime,
  zonedInstant,
  zoneLabels,
} from "./zoned-time";

/** The field's value: the typed time (empty: none) in its zone, and the file's text as read. */
export interface PublishAtValue {
  local: string | null;
  zone: PublishZone;
  /** As the file held it: saved back unchanged while the time and zone are. */
  saved?: FormFieldStoredValue;
}

const same = (a: PublishAtValue, saved: FormFieldStoredValue) => {
  if (typeof saved !== "string" && !(saved instanceof Date)) return false;
  const read = readSaved(saved);
  return read?.local === a.local && read.zone === a.zone;
};

/** The instant `value` names, or null for none (or one not yet a whole time). */
export function publishAtInstant(value: PublishAtValue): Date | null {
  if (!value.local || !localPattern.test(value.local)) return null;
  return zonedInstant(value.local, value.zone);
}

/**
 * Publish at, typed as a date and time in a zone the firm's offices keep (content/editor/
 * zoned-time.ts), shown back as that time and as UTC, and saved with its offset
 * (`2026-07-01T09:00:00+01:00`). A file saved before zones (`2026-12-01T09:00`) reads as UTC and
 * is written back as it was until its time or zone is changed.
 */
export function publishAtField({
  label,
  description,
}: {
  label: string;
  description: string;
}): BasicFormField<PublishAtValue> {
  const parse = (value: FormFieldStoredValue): PublishAtValue => {
    if (value === undefined || value === null) return { local: null, zone: "UTC" };
    if (typeof value !== "string" && !(value instanceof Date)) {
      throw new Error(`${label}: a date and time, like 2026-12-01T09:00`);
    }
    const read = readSaved(value);
    if (!read) throw new Error(`${label}: "${String(value)}" is not a date and time`);
    return { ...read, saved: value };
  };
  const validate = (value: PublishAtValue): PublishAtValue => {
    if (value.local !== null && !localPattern.test(value.local)) {
      throw new Error(`${label}: a whole date and time, or empty`);
    }
    notePublishAt(publishAtInstant(value));
    return value;
  };
  return {
    kind: "form",
    label,
    Input(props) {
      return <PublishAtInput label={label} description={description} {...props} />;
    },
    defaultValue: () => ({ local: null, zone: "UTC" }),
    parse,
    serialize(value) {
      if (!value.local) return { value: undefined };
      if (value.saved !== undefined && same(value, value.saved)) return { value: value.saved };
      return { value: savedWithOffset(value.local, value.zone) };
    },
    validate,
    reader: { parse: (value) => validate(parse(value)) },
  };
}

function PublishAtInput({
  label,
  description,
  value,
  onChange,
}: Parameters<BasicFormField<PublishAtValue>["Input"]>[0] & {
  label: string;
  description: string;
}) {
  const id = useId();
  const at = publishAtInstant(value);
  const change = (next: Partial<PublishAtValue>) => onChange({ ...value, ...next });
  return (
    <div role="group" aria-labelledby={`${id}-label`} style={{ display: "grid", gap: "0.5rem" }}>
      <span id={`${id}-label`} style={{ fontWeight: 600, fontSize: "0.875rem" }}>
        {label}
      </span>
      <span id={`${id}-help`} style={{ fontSize: "0.875rem", color: "#595959" }}>
        {description}
      </span>
      <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
        <input
          type="datetime-local"
          aria-label={label}
          aria-describedby={`${id}-help ${id}-shown`}
          value={value.local ?? ""}
          onChange={(event) => change({ local: event.target.value || null })}
        />
        <select
          aria-label={`${label}, in the time zone`}
          value={value.zone}
          onChange={(event) => change({ zone: event.target.value as PublishZone })}
        >
          {publishZones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabels[zone]}
            </option>
          ))}
        </select>
      </div>
      <span id={`${id}-shown`} role="status" style={{ fontSize: "0.875rem" }}>
        {at
          ? value.zone === "UTC"
            ? `Goes live from ${shownTime(at, "UTC")} UTC.`
            : `Goes live from ${shownTime(at, value.zone)} in ${zoneLabels[value.zone]}, which is ${shownTime(at, "UTC")} UTC.`
          : "Empty: live at the next build."}
      </span>
    </div>
  );
}
