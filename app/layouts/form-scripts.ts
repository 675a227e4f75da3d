/**
 * The contact form's and the sign-up's scripts, fetched as one file. They share the send helper
 * and zod (most of their weight): as separate chunks a page with both forms (the blog listings)
 * made three requests where one will do, and a page with one form made two.
 */
export { contactForm } from "~/components/site/contact/contact-form.client";
export { newsletterForm } from "~/components/site/newsletter/newsletter-form.client";
