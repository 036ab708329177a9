import * as z from 'zod';
import { socialTemplateSchema } from '../content/content';
import { MAX_LENGTH, optionalText, requiredText, tooLong } from '../platform/text';
import { TEMPLATE_TYPES, fundraisingTemplateSchema } from '../templates/templates';

/**
 * The Start Here checklist's configuration (spec part 1, sections 3, 4 and 9; part 2, section 9): which
 * steps a member sees, from the campaign's own configuration, else the global admin setting in any of
 * its three historical shapes, else the defaults; and the hash that scopes completions to one
 * configuration, so changing the steps resets progress.
 */
export const STEP_TEMPLATE_TYPES = ['sms', 'email', 'social'] as const;

export type StepTemplateType = (typeof STEP_TEMPLATE_TYPES)[number];

export const startHereStepSchema = z.object({
  title: z.string(),
  description: z.string(),
  buttonText: z.string(),
  templateType: z.enum(STEP_TEMPLATE_TYPES),
  templateId: z.string().nullable(),
  badge: z.string(),
  helpText: z.string().nullable(),
});

export type StartHereStep = z.infer<typeof startHereStepSchema>;

/** The portal's two default steps (spec part 1, section 2.11). */
export const DEFAULT_PORTAL_STEPS: readonly StartHereStep[] = [
  {
    title: 'Text Your Network',
    description: 'Reach out to family and friends',
    buttonText: 'Get Text Template',
    templateType: 'sms',
    templateId: null,
    badge: 'Step 1',
    helpText: null,
  },
  {
    title: 'Email Your Parents',
    description: 'Get your parents to help spread the word',
    buttonText: 'Get Email Template',
    templateType: 'email',
    templateId: null,
    badge: 'Step 2',
    helpText: null,
  },
];

/**
 * What the admin's Start Here Setup offers when no global configuration is saved (spec part 2, section 9):
 * three steps, text the extended family, get parents to help by e-mail, post on social media.
 */
export const DEFAULT_GLOBAL_STEPS: readonly StartHereStep[] = [
  {
    title: 'Text Your Extended Family',
    description: 'Send a quick text to grandparents, aunts, uncles and cousins',
    buttonText: 'Get Text Template',
    templateType: 'sms',
    templateId: null,
    badge: 'Quick Start',
    helpText: null,
  },
  {
    title: 'Get Parents to Help',
    description: 'Email your parents so they can share with their friends and coworkers',
    buttonText: 'Get Email Template',
    templateType: 'email',
    templateId: null,
    badge: 'High Impact',
    helpText: null,
  },
  {
    title: 'Post on Social Media',
    description: 'Share your campaign with your followers',
    buttonText: 'Download Template',
    templateType: 'social',
    templateId: null,
    badge: 'Broad Reach',
    helpText: null,
  },
];

/** The third step added with no setting at all: the newest active social template (spec part 1, section 4). */
export function socialMediaStep(templateId: string): StartHereStep {
  return {
    title: 'Social Media',
    description: 'Share on social media',
    buttonText: 'Download Template',
    templateType: 'social',
    templateId,
    badge: 'Step 3',
    helpText: null,
  };
}

const looseStep = z
  .object({
    title: z.string().catch(''),
    description: z.string().catch(''),
    buttonText: z.string().catch(''),
    templateType: z.enum(STEP_TEMPLATE_TYPES).catch('sms'),
    templateId: z.string().nullish().catch(null),
    badge: z.string().catch(''),
    helpText: z.string().nullish().catch(null),
  })
  .transform((step): StartHereStep => ({ ...step, templateId: step.templateId ?? null, helpText: step.helpText ?? null }));

/** The oldest shape: one template id per kind, in the default steps' order. */
const templateIdShape = z.object({
  text_template_id: z.string().nullish(),
  email_template_id: z.string().nullish(),
  social_template_id: z.string().nullish(),
});

/**
 * The steps a stored configuration holds, whichever shape it has: a list of steps; an object with step1,
 * step2... entries; or the oldest form with a text, email and social template id. Undefined when the
 * value holds no step (an unknown shape, or an empty list).
 */
export function normalizeStartHereConfig(value: unknown): StartHereStep[] | undefined {
  if (Array.isArray(value)) {
    const steps = value.map((step) => looseStep.safeParse(step)).flatMap((parsed) => (parsed.success ? [parsed.data] : []));
    return steps.length ? steps : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const numbered = Object.entries(value as Record<string, unknown>)
    .map(([key, step]) => [Number(/^step(\d+)$/.exec(key)?.[1]), step] as const)
    .filter(([number]) => Number.isInteger(number))
    .sort(([a], [b]) => a - b);
  if (numbered.length) return normalizeStartHereConfig(numbered.map(([, step]): unknown => step));
  const ids = templateIdShape.safeParse(value);
  if (!ids.success || !(ids.data.text_template_id || ids.data.email_template_id || ids.data.social_template_id)) return undefined;
  return [
    { ...DEFAULT_PORTAL_STEPS[0]!, templateId: ids.data.text_template_id ?? null },
    { ...DEFAULT_PORTAL_STEPS[1]!, templateId: ids.data.email_template_id ?? null },
    ...(ids.data.social_template_id ? [socialMediaStep(ids.data.social_template_id)] : []),
  ];
}

/**
 * The steps a member sees, in the spec's order of precedence: the campaign's own configuration, then the
 * global setting, then the two defaults plus the newest active social template as a third step. The
 * later sources are read only when the earlier ones hold no step.
 */
export async function resolveStartHereSteps(sources: {
  campaignConfig: unknown;
  globalSetting: () => Promise<unknown>;
  newestSocialTemplateId: () => Promise<string | null>;
}): Promise<StartHereStep[]> {
  const configured = normalizeStartHereConfig(sources.campaignConfig) ?? normalizeStartHereConfig(await sources.globalSetting());
  if (configured) return configured;
  const socialTemplateId = await sources.newestSocialTemplateId();
  return [...DEFAULT_PORTAL_STEPS, ...(socialTemplateId ? [socialMediaStep(socialTemplateId)] : [])];
}

/**
 * The configuration hash (spec part 1, section 9: 16 characters from the step configuration's titles,
 * descriptions and template types): a 64-bit FNV-1a digest of them, in hex. Unlike a prefix of an
 * encoding, it changes whenever any of them does.
 */
export function startHereConfigHash(steps: readonly StartHereStep[]): string {
  const text = JSON.stringify(steps.map(({ title, description, templateType }) => [title, description, templateType]));
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Completed over all steps, as a rounded percentage (spec part 1, section 4). */
export function startHereProgress(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((Math.min(completed, total) / total) * 100);
}

/** A step as a member sees it: numbered from 1, with the template it links when the member may see it. */
export const startHereStepViewSchema = startHereStepSchema.extend({
  number: z.number().int().min(1),
  /** The linked e-mail or SMS template (sms and email steps). */
  template: fundraisingTemplateSchema.nullable(),
  /** The linked social media template (social steps). */
  social_template: socialTemplateSchema.nullable(),
});

export type StartHereStepView = z.infer<typeof startHereStepViewSchema>;

/** The member's completed step numbers under one configuration hash. */
export const startHereCompletionsSchema = z.object({
  config_hash: z.string(),
  completed_steps: z.array(z.number().int().min(1)),
});

export type StartHereCompletions = z.infer<typeof startHereCompletionsSchema>;

/** The member's checklist: the resolved steps and which of them they completed under this configuration. */
export const myStartHereSchema = startHereCompletionsSchema.extend({
  campaign_id: z.string().nullable(),
  steps: z.array(startHereStepViewSchema),
});

export type MyStartHere = z.infer<typeof myStartHereSchema>;

/** A configuration holds at least one step (spec part 2, section 5) and, as a bound of the product's own, at most this many. */
export const MAX_START_HERE_STEPS = 20;

export const AT_LEAST_ONE_STEP = 'Add at least one step';

/** A step's optional text: trimmed and bounded; blank or absent is stored as an empty string. */
const stepText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value ?? '');

/** A step as an admin saves it: title required, every string bounded, a blank template id meaning none. */
export const startHereStepInputSchema = z.object({
  title: requiredText('Title is required', 'Title', MAX_LENGTH.shortText),
  description: stepText('Description', MAX_LENGTH.longText),
  buttonText: stepText('Button text', MAX_LENGTH.shortText),
  templateType: z.enum(STEP_TEMPLATE_TYPES, { error: 'Choose a template type: sms, email or social' }),
  templateId: optionalText('Template', MAX_LENGTH.id),
  badge: stepText('Badge', MAX_LENGTH.shortText),
  helpText: optionalText('Help text', MAX_LENGTH.longText),
}) satisfies z.ZodType<StartHereStep>;

export type StartHereStepInput = z.input<typeof startHereStepInputSchema>;

/** The global configuration's steps: one or more, each with its optional help text. */
export const startHereStepsInputSchema = z
  .array(startHereStepInputSchema, { error: AT_LEAST_ONE_STEP })
  .min(1, AT_LEAST_ONE_STEP)
  .max(MAX_START_HERE_STEPS, `A configuration has at most ${MAX_START_HERE_STEPS} steps`);

/** A campaign's own steps: as the global ones, without help text (spec part 2, section 3: global configuration only). */
export const campaignStartHereStepsInputSchema = startHereStepsInputSchema.transform((steps): StartHereStep[] =>
  steps.map((step) => ({ ...step, helpText: null })),
);

/**
 * The templates the step editor offers: e-mail and SMS templates (with their Default flag: a default is what
 * a text or e-mail step gives in place of its own), and active social media templates.
 */
export const startHereTemplateChoicesSchema = z.object({
  templates: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(TEMPLATE_TYPES),
      campaign_id: z.string().nullable(),
      is_default: z.boolean(),
    }),
  ),
  social_templates: z.array(z.object({ id: z.string(), name: z.string() })),
});

export type StartHereTemplateChoices = z.infer<typeof startHereTemplateChoicesSchema>;
