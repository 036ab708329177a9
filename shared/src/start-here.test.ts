import {
  DEFAULT_PORTAL_STEPS,
  normalizeStartHereConfig,
  resolveStartHereSteps,
  startHereConfigHash,
  startHereProgress,
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
