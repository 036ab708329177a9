import {
  campaignStartHereStepsInputSchema,
  DEFAULT_GLOBAL_STEPS,
  DEFAULT_PORTAL_STEPS,
  normalizeStartHereConfig,
  resolveStartHereSteps,
  startHereConfigHash,
  startHereProgress,
  startHereStepsInputSchema,
  type StartHereStep,
} from './start-here';

const step = (title: string, overrides: Partial<StartHereStep> = {}): StartHereStep => ({
  title,
  description: `${title} description`,
  buttonText: 'Go',
  templateType: 'sms',
  templateId: null,
  badge: 'Step',
  helpText: null,
  ...overrides,
});

describe('the Start Here configuration (spec part 1, sections 4 and 9)', () => {
  it('reads a list of steps', () => {
    expect(normalizeStartHereConfig([step('A'), step('B', { templateType: 'email', templateId: 't2' })])).toEqual([
      step('A'),
      step('B', { templateType: 'email', templateId: 't2' }),
    ]);
  });

  it('reads the older object with step1, step2... entries, in number order', () => {
    expect(
      normalizeStartHereConfig({ step2: step('Second'), step1: step('First'), step10: step('Tenth'), other: 1 })?.map((s) => s.title),
    ).toEqual(['First', 'Second', 'Tenth']);
  });

  it('reads the oldest form with a text, email and social template id', () => {
    const steps = normalizeStartHereConfig({ text_template_id: 't1', email_template_id: 'e1', social_template_id: 's1' });

    expect(steps?.map((s) => [s.title, s.templateType, s.templateId])).toEqual([
      ['Text Your Network', 'sms', 't1'],
      ['Email Your Parents', 'email', 'e1'],
      ['Social Media', 'social', 's1'],
    ]);
  });

  it.each([[[]], [null], ['steps'], [{}], [{ unrelated: true }]])('finds no steps in %j', (value) => {
    expect(normalizeStartHereConfig(value)).toBeUndefined();
  });

  it('prefers the campaign’s own configuration, then the global setting, then the defaults with the newest social template', async () => {
    const reads: string[] = [];
    const sources = (campaignConfig: unknown, globalSetting: unknown, newestSocialTemplateId: string | null) => ({
      campaignConfig,
      globalSetting: () => {
        reads.push('global');
        return Promise.resolve(globalSetting);
      },
      newestSocialTemplateId: () => {
        reads.push('social');
        return Promise.resolve(newestSocialTemplateId);
      },
    });

    expect(await resolveStartHereSteps(sources([step('Campaign')], [step('Global')], 's'))).toEqual([step('Campaign')]);
    expect(reads).toEqual([]);
    expect(await resolveStartHereSteps(sources([], [step('Global')], 's'))).toEqual([step('Global')]);
    expect(reads).toEqual(['global']);
    const defaults = await resolveStartHereSteps(sources(null, undefined, 's9'));
    expect(defaults.map((s) => [s.title, s.buttonText, s.badge, s.templateId])).toEqual([
      ['Text Your Network', 'Get Text Template', 'Step 1', null],
      ['Email Your Parents', 'Get Email Template', 'Step 2', null],
      ['Social Media', 'Download Template', 'Step 3', 's9'],
    ]);
    expect(await resolveStartHereSteps(sources(null, null, null))).toEqual(DEFAULT_PORTAL_STEPS);
    expect(reads).toEqual(['global', 'global', 'social', 'global', 'social']);
  });

  it('hashes titles, descriptions and template types into 16 hex characters that change with any of them', () => {
    const base = [step('Text your network'), step('Email your parents', { templateType: 'email' })];
    const hash = startHereConfigHash(base);

    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(startHereConfigHash(base.map((s) => ({ ...s })))).toBe(hash);
    expect(startHereConfigHash([{ ...base[0]!, title: 'Text your networks' }, base[1]!])).not.toBe(hash);
    expect(startHereConfigHash([base[0]!, { ...base[1]!, description: 'other' }])).not.toBe(hash);
    expect(startHereConfigHash([base[0]!, { ...base[1]!, templateType: 'sms' }])).not.toBe(hash);
    // A button label or template link is not part of the configuration's identity.
    expect(startHereConfigHash([{ ...base[0]!, buttonText: 'Open', templateId: 't' }, base[1]!])).toBe(hash);
  });

  it('rounds the completed share of the steps', () => {
    expect(startHereProgress(1, 3)).toBe(33);
    expect(startHereProgress(2, 3)).toBe(67);
    expect(startHereProgress(3, 3)).toBe(100);
    expect(startHereProgress(0, 0)).toBe(0);
  });
});

describe('the Start Here configuration an admin saves (spec part 2, sections 4, 5 and 9)', () => {
  it('defaults to three global steps with the Quick Start, High Impact and Broad Reach badges', () => {
    expect(DEFAULT_GLOBAL_STEPS.map((s) => [s.templateType, s.badge])).toEqual([
      ['sms', 'Quick Start'],
      ['email', 'High Impact'],
      ['social', 'Broad Reach'],
    ]);
  });

  it('needs at least one step and a title, trims text and stores a blank template id as none', () => {
    expect(startHereStepsInputSchema.safeParse([]).error?.issues[0]?.message).toBe('Add at least one step');
    expect(startHereStepsInputSchema.safeParse([{ ...step('A'), title: ' ' }]).error?.issues[0]?.message).toBe('Title is required');
    expect(startHereStepsInputSchema.parse([{ title: ' A ', templateType: 'email', templateId: ' ', helpText: '' }])).toEqual([
      { title: 'A', description: '', buttonText: '', templateType: 'email', templateId: null, badge: '', helpText: null },
    ]);
  });

  it('bounds the step count, every string and the template type', () => {
    expect(startHereStepsInputSchema.safeParse(Array.from({ length: 21 }, () => step('A'))).success).toBe(false);
    expect(startHereStepsInputSchema.safeParse([step('A', { description: 'x'.repeat(5001) })]).success).toBe(false);
    expect(startHereStepsInputSchema.safeParse([{ ...step('A'), templateType: 'fax' }]).success).toBe(false);
  });

  it("drops help text from a campaign's own steps", () => {
    expect(campaignStartHereStepsInputSchema.parse([step('A', { helpText: 'Only globally' })])).toEqual([step('A')]);
  });
});
