import * as z from 'zod';
import { MAX_LENGTH, optionalText, requiredText } from '../platform/text';

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

/** The placeholders every template may use (spec part 1, section 3), filled from the ambassador's details. */
export const TEMPLATE_VARIABLES = ['firstName', 'lastName', 'schoolName', 'campaignName', 'studentCode', 'leaderboardLink'] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** Custom fields a template may ask for: the product's bound, so a template stays one small item. */
export const MAX_CUSTOM_FIELDS = 20;

/** A custom field's id is a placeholder name, {<id>}: what the placeholder pattern matches. */
export const CUSTOM_FIELD_ID_PATTERN = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

const CUSTOM_FIELD_ID_MAX = 50;

export const customFieldInputSchema = z.object({
  id: requiredText('Field id is required', 'Field id', CUSTOM_FIELD_ID_MAX).regex(
    CUSTOM_FIELD_ID_PATTERN,
    'Field id must start with a letter or _ and use only letters, numbers and _',
  ),
  label: requiredText('Label is required', 'Label', MAX_LENGTH.shortText),
  type: z.enum(CUSTOM_FIELD_TYPES, { error: 'Choose a field type' }),
  required: z.boolean({ error: 'Required must be true or false' }).default(false),
  placeholder: optionalText('Placeholder', MAX_LENGTH.shortText),
});

export type CustomFieldInput = z.input<typeof customFieldInputSchema>;

/**
 * An admin's new or edited template (spec part 2, section 5): name and content required; the subject
 * belongs to e-mail only, so an SMS template's is dropped; no campaign means all campaigns.
 */
export const templateInputSchema = z
  .object({
    type: z.enum(TEMPLATE_TYPES, { error: 'Choose email or SMS' }),
    name: requiredText('Name is required', 'Name', MAX_LENGTH.shortText),
    subject: optionalText('Subject', MAX_LENGTH.shortText),
    content: requiredText('Content is required', 'Content', MAX_LENGTH.longText),
    campaign_id: optionalText('Campaign', MAX_LENGTH.id),
    is_default: z.boolean({ error: 'Default must be true or false' }).default(false),
    variables: z
      .array(z.enum(TEMPLATE_VARIABLES, { error: 'Unknown variable' }), { error: 'Variables must be a list' })
      .max(TEMPLATE_VARIABLES.length, `At most ${TEMPLATE_VARIABLES.length} variables`)
      .default([])
      .transform((names) => [...new Set(names)]),
    custom_fields: z
      .array(customFieldInputSchema, { error: 'Custom fields must be a list' })
      .max(MAX_CUSTOM_FIELDS, `At most ${MAX_CUSTOM_FIELDS} custom fields`)
      .default([])
      .superRefine((fields, context) => {
        const seen = new Set<string>();
        fields.forEach((field, index) => {
          if (seen.has(field.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Field ids must be unique' });
          seen.add(field.id);
        });
      }),
  })
  // overwrite, not transform: the schema stays an object, so forms and the fuzz tests still read its fields.
  .overwrite((input) => ({ ...input, subject: input.type === 'email' ? input.subject : null }));

export type TemplateInput = z.input<typeof templateInputSchema>;

export type ParsedTemplateInput = z.output<typeof templateInputSchema>;

/** The admin's list: each template with its campaign's school and campaign names (none for a global template). */
export const adminTemplateSchema = fundraisingTemplateSchema.extend({
  school_name: z.string().nullable(),
  campaign_name: z.string().nullable(),
});

export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

/** The admin's list order (spec part 2, section 7): newest first. */
export function compareNewestFirst(a: Pick<FundraisingTemplate, 'created_at' | 'id'>, b: Pick<FundraisingTemplate, 'created_at' | 'id'>) {
  return b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

/** A member's list order (spec part 1, section 7): by type, then by name. */
export function compareTemplates(a: Pick<FundraisingTemplate, 'type' | 'name'>, b: Pick<FundraisingTemplate, 'type' | 'name'>): number {
  return a.type.localeCompare(b.type) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

type DefaultFields = Pick<FundraisingTemplate, 'type' | 'campaign_id' | 'is_default'>;

/**
 * The template of a type a campaign's members are pointed to first (Start Here's text or e-mail step, the
 * Templates page's Recommended): the one marked default for their campaign, else the one marked default
 * for all campaigns. A save keeps at most one default per type and scope.
 */
export function defaultTemplateFor<T extends DefaultFields>(
  templates: readonly T[],
  type: TemplateType,
  campaignId: string | null,
): T | undefined {
  const defaults = templates.filter((template) => template.is_default && template.type === type);
  return (
    (campaignId && defaults.find((template) => template.campaign_id === campaignId)) || defaults.find((template) => !template.campaign_id)
  );
}

/** A default of the member's campaign ranks first, then a default for all campaigns, then the rest. */
const defaultRank = (template: Pick<FundraisingTemplate, 'campaign_id' | 'is_default'>) =>
  !template.is_default ? 2 : template.campaign_id ? 0 : 1;

/**
 * A member's list as they read it: by type, each type led by its defaults in the order
 * `defaultTemplateFor` prefers them, then by name. Their list holds only global templates and their
 * campaign's own, so a campaign default is their campaign's.
 */
export function compareMemberTemplates(
  a: DefaultFields & Pick<FundraisingTemplate, 'name'>,
  b: DefaultFields & Pick<FundraisingTemplate, 'name'>,
): number {
  return a.type.localeCompare(b.type) || defaultRank(a) - defaultRank(b) || compareTemplates(a, b);
}

/** What 'Copy Template' copies (spec part 1, section 2.11): 'Subject: ...' and the body for e-mail, the body for SMS. */
export function templateCopyText(template: Pick<FundraisingTemplate, 'type' | 'subject' | 'content'>): string {
  return template.type === 'email' && template.subject ? `Subject: ${template.subject}\n\n${template.content}` : template.content;
}

/** The labels of required custom fields left blank, in the template's order. */
export function missingRequiredFields(fields: readonly CustomField[], values: Readonly<Record<string, string>>): string[] {
  return fields.filter((field) => field.required && !values[field.id]?.trim()).map((field) => field.label);
}

/** The GSM 03.38 basic character set: one 7-bit unit each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** The GSM extension table: each is an escape plus the character, two units. */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** Units per message: one message alone, or each part of a longer one (the rest of a part is its join header). */
const SMS_CAPACITY = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

export interface SmsLength {
  /** Characters as written (an emoji is one). */
  characters: number;
  /** GSM-7 while every character is in the GSM set; UCS-2 as soon as one is not (an emoji, a curly quote). */
  encoding: 'gsm7' | 'ucs2';
  /** Messages the text is sent as: 0 for none, 1 up to 160 units (70 in UCS-2), then parts of 153 (67). */
  messages: number;
}

/**
 * How long an SMS is and how many messages it is sent as. A GSM extended character (^ { } [ ] ~ \ | €)
 * takes two units, and in UCS-2 a character beyond the basic plane (most emoji) takes two; a part never
 * splits one of them, so a long text is packed part by part rather than divided.
 */
export function smsLength(text: string): SmsLength {
  const characters = Array.from(text);
  const encoding = characters.every((char) => GSM_BASIC.has(char) || GSM_EXTENDED.has(char)) ? 'gsm7' : 'ucs2';
  const unitsOf = (char: string) => (encoding === 'gsm7' ? (GSM_EXTENDED.has(char) ? 2 : 1) : char.length);
  const units = characters.reduce((sum, char) => sum + unitsOf(char), 0);
  const capacity = SMS_CAPACITY[encoding];
  if (units <= capacity.single) return { characters: characters.length, encoding, messages: units === 0 ? 0 : 1 };
  let messages = 1;
  let used = 0;
  for (const char of characters) {
    const size = unitsOf(char);
    if (used + size > capacity.part) {
      messages++;
      used = 0;
    }
    used += size;
  }
  return { characters: characters.length, encoding, messages };
}

/** Whether a text goes as one message: up to 160 GSM-7 units, 70 in UCS-2 (the SMS guide's limit). */
export function fitsOneSms(text: string): boolean {
  return smsLength(text).messages <= 1;
}

/**
 * A link that opens the phone's messaging app with the text written and no recipient yet: `sms:?&body=`,
 * the form both iOS (which reads the body after `&`) and Android (after `?`) accept.
 */
export function smsComposeUrl(body: string): string {
  return `sms:?&body=${encodeURIComponent(body)}`;
}

/** '172 characters · 2 messages', as the template editor and cards show an SMS's length. */
export function formatSmsLength({ characters, messages }: SmsLength): string {
  return `${characters} ${characters === 1 ? 'character' : 'characters'} · ${messages} ${messages === 1 ? 'message' : 'messages'}`;
}
