import * as z from 'zod';

/**
 * E-mail and SMS templates admins write for fundraising ambassadors (spec part 1, section 3
 * `fundraising_templates`; part 2, section 3): global (no campaign) or one campaign's own, with the
 * custom fields the use-template dialog asks for.
 */
export const TEMPLATE_TYPES = ['email', 'sms'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const CUSTOM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** The SMS guide (spec part 1, section 9): shown as a count, never enforced. */
export const SMS_GUIDE_LENGTH = 160;

export const customFieldSchema = z.object({
  /** The placeholder the field fills: {<id>}. */
  id: z.string(),
  label: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  required: z.boolean(),
  placeholder: z.string().nullable(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const fundraisingTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  /** E-mail only. */
  subject: z.string().nullable(),
  content: z.string(),
  /** Null: every campaign's members see it. */
  campaign_id: z.string().nullable(),
  is_default: z.boolean(),
  variables: z.array(z.string()),
  custom_fields: z.array(customFieldSchema),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FundraisingTemplate = z.infer<typeof fundraisingTemplateSchema>;

/** A member's list order (spec part 1, section 7): by type, then by name. */
export function compareTemplates(a: Pick<FundraisingTemplate, 'type' | 'name'>, b: Pick<FundraisingTemplate, 'type' | 'name'>): number {
  return a.type.localeCompare(b.type) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

/** What 'Copy Template' copies (spec part 1, section 2.11): 'Subject: ...' and the body for e-mail, the body for SMS. */
export function templateCopyText(template: Pick<FundraisingTemplate, 'type' | 'subject' | 'content'>): string {
  return template.type === 'email' && template.subject ? `Subject: ${template.subject}\n\n${template.content}` : template.content;
}

/** The labels of required custom fields left blank, in the template's order. */
export function missingRequiredFields(fields: readonly CustomField[], values: Readonly<Record<string, string>>): string[] {
  return fields.filter((field) => field.required && !values[field.id]?.trim()).map((field) => field.label);
}
