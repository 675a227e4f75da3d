/**
 * A form's honeypot: a text field invisible to people and screen readers, which only bots fill.
 * The server judges a filled one (the contact form flags it as spam; the case-study request
 * sends nothing).
 */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
