import * as z from 'zod';

/**
 * Every string the API accepts has a maximum length, so no input can outgrow a DynamoDB item, a key or
 * a Cognito attribute. These are the product's bounds; the spec sets none beyond its own rules.
 */
export const MAX_LENGTH = {
  /** First and last names. */
  name: 100,
  /** RFC 5321's limit for an address. */
  email: 254,
  /** Cognito's own limit. */
  password: 256,
  /** Organization and campaign names, social handles, phone numbers. */
  shortText: 200,
  /** Descriptions, "why join". */
  longText: 5000,
  /** Ids and slugs in paths and bodies. */
  id: 200,
} as const;

export const tooLong = (label: string, max: number) => `${label} must be ${max} characters or less`;

/** A required, trimmed string with a maximum length; `missing` is the message when it is absent or blank. */
export function requiredText(missing: string, label: string, max: number) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong(label, max));
}

/** An optional, trimmed string; empty or absent becomes null (the spec sends empty optional values as null). */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An id or slug in a path or body: required, bounded. */
export function idText(missing: string, label = 'Id') {
  return z.string({ error: missing }).trim().min(1, missing).max(MAX_LENGTH.id, tooLong(label, MAX_LENGTH.id));
}

/** Text safe in HTML content and in a double-quoted attribute (e-mails, server-rendered pages): what users wrote can hold markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
