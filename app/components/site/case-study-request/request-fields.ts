/** Each control's id: the same in the page and in the server's answer, so `#study-request-email` links work. */
export const requestFieldId = (name: string) => `study-request-${name}`;

/** Where the form posts (server/downloads/request-routes.ts). */
export const REQUEST_ACTION = "/api/case-study-requests";
