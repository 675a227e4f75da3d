/** The fields a visitor sees, in the order they are read: the form, its script and the summary. */
export const CONTACT_FIELDS = ["name", "email", "phone", "company", "message"] as const;

/** Each control's id: the same in the page and in the server's answer, so `#contact-email` links work. */
export const contactFieldId = (name: string) => `contact-${name}`;
