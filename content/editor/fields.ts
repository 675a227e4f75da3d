import { fields } from "@keystatic/core";

/** A required single line with the schema's length bounds. */
export const line = (label: string, min: number, max: number, description?: string) =>
  fields.text({ label, description, validation: { isRequired: true, length: { min, max } } });

/** A required paragraph (multi-line text) with the schema's length bounds. */
export const paragraph = (label: string, min: number, max: number, description?: string) =>
  fields.text({
    label,
    description,
    multiline: true,
    validation: { isRequired: true, length: { min, max } },
  });
