import { randomUUID } from 'node:crypto';
import { pathOf, startHere, templates } from '@app/shared/contracts';
import { DEFAULT_OVERLAY_STYLE } from '@app/shared/content';
import {
  DEFAULT_GLOBAL_STEPS,
  DEFAULT_PORTAL_STEPS,
  startHereConfigHash,
  type MyStartHere,
  type StartHereStep,
  type StartHereTemplateChoices,
} from '@app/shared/start-here';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { setCampaignStartHereConfig } from '../campaigns';
import { putSocialTemplate } from '../content/seeding';
import { setStartHereSetting, startHereSetting } from '../settings';
import { putTemplate } from '../templates/seeding';

const step = (title: string, overrides: Partial<StartHereStep> = {}): StartHereStep => ({
  title,
  description: `${title}, today`,
  buttonText: 'Open',
  templateType: 'sms',
  templateId: null,
  badge: 'Step',
  helpText: null,
  ...overrides,
});

const givenSmsTemplate = (campaignId: string | null, type: 'sms' | 'email' = 'sms', isDefault = false) =>
  putTemplate({
    name: `Text ${randomUUID()}`,
    type,
    subject: type === 'email' ? 'Hello' : null,
    content: 'Code {studentCode}',
    campaign_id: campaignId,
    is_default: isDefault,
    variables: [],
    custom_fields: [],
    created_by: null,
  });

const givenSocialTemplate = (overrides: { is_active?: boolean } = {}) =>
  putSocialTemplate({
    name: `Story ${randomUUID()}`,
    description: null,
    template_type: 'story',
    file_type: 'image',
    file_key: 'public/story.png',
    target_role: 'fundraising_ambassador',
    caption_template: 'Hi {first_name}',
    overlay_position: 'bottom',
    overlay_style: { ...DEFAULT_OVERLAY_STYLE },
    variables: [],
    is_active: true,
    ...overrides,
  });

/** A campaign with its own three steps, and a member of it. */
async function givenMemberWithOwnSteps() {
  const campaign = await givenCampaign();
  const [ownTemplate, othersTemplate, social] = await Promise.all([
    givenSmsTemplate(campaign.id),
    givenSmsTemplate((await givenCampaign()).id),
    givenSocialTemplate(),
  ]);
  const steps = [
    step('Text your team', { templateId: ownTemplate.id }),
    step('Text the neighbours', { templateId: othersTemplate.id }),
    step('Post a story', { templateType: 'social', templateId: social.id }),
  ];
  await setCampaignStartHereConfig(campaign, steps);
  const member = await givenUser('fundraising_ambassador', { campaign_id: campaign.id });
  return { campaign, steps, member, ownTemplate, social };
}

const read = async (token: string) => (await api<MyStartHere>('GET', pathOf(startHere.getMyStartHere), { token })).body;

const complete = (token: string, stepNumber: number | string, configHash: string) =>
  api('PUT', pathOf(startHere.completeStartHereStep, { step_number: stepNumber }), { token, body: { config_hash: configHash } });

const unmark = (token: string, stepNumber: number, configHash: string) =>
  api('DELETE', `${pathOf(startHere.uncompleteStartHereStep, { step_number: stepNumber })}?config_hash=${configHash}`, { token });

describe('the Start Here checklist', () => {
  it("resolves the campaign's own steps with the templates the member may see, and their configuration hash", async () => {
    const { campaign, steps, member, ownTemplate, social } = await givenMemberWithOwnSteps();

    const checklist = await read(member.token);

    expect(checklist).toMatchObject({ campaign_id: campaign.id, config_hash: startHereConfigHash(steps), completed_steps: [] });
    expect(checklist.steps.map((s) => [s.number, s.title, s.template?.id ?? null, s.social_template?.id ?? null])).toEqual([
      [1, 'Text your team', ownTemplate.id, null],
      // Another campaign's template is not the member's to see: the step shows 'No Template'.
      [2, 'Text the neighbours', null, null],
      [3, 'Post a story', null, social.id],
    ]);
  });

  it('falls back to the two default steps and the newest active social template when nothing is configured', async () => {
    await givenSocialTemplate();
    const member = await givenUser('fundraising_ambassador', { campaign_id: (await givenCampaign()).id });

    const checklist = await read(member.token);

    expect(checklist.steps.slice(0, 2).map((s) => s.title)).toEqual(DEFAULT_PORTAL_STEPS.map((s) => s.title));
    expect(checklist.steps[2]).toMatchObject({ title: 'Social Media', templateType: 'social', badge: 'Step 3' });
    expect(['fundraising_ambassador', 'all']).toContain(checklist.steps[2]?.social_template?.target_role);
  });

  it("gives a text or e-mail step the campaign's default of its type, else the default for all campaigns, else its own template", async () => {
    const admin = await givenUser('admin');
    const removeTemplate = (id: string) => api('DELETE', pathOf(templates.deleteTemplate, { template_id: id }), { token: admin.token });
    const { campaign, member, ownTemplate, social } = await givenMemberWithOwnSteps();
    const titlesAndTemplates = async () =>
      (await read(member.token)).steps.map((s) => [s.title, s.template?.id ?? null, s.social_template?.id ?? null]);
    // Neither is this member's text default: one is another campaign's, the other an e-mail template.
    await givenSmsTemplate((await givenCampaign()).id, 'sms', true);
    // Defaults for all campaigns are every member's: this file's tests run one after another, and the
    // tests of other files mark none, so these are gone before anything else reads Start Here.
    const [globalDefault, globalEmailDefault] = await Promise.all([
      givenSmsTemplate(null, 'sms', true),
      givenSmsTemplate(null, 'email', true),
    ]);
    let campaignDefault: { id: string } | undefined;
    try {
      expect(await titlesAndTemplates()).toEqual([
        ['Text your team', globalDefault.id, null],
        ['Text the neighbours', globalDefault.id, null],
        ['Post a story', null, social.id],
      ]);

      campaignDefault = await givenSmsTemplate(campaign.id, 'sms', true);
      expect(await titlesAndTemplates()).toEqual([
        ['Text your team', campaignDefault.id, null],
        ['Text the neighbours', campaignDefault.id, null],
        ['Post a story', null, social.id],
      ]);
    } finally {
      await Promise.all([removeTemplate(globalDefault.id), removeTemplate(globalEmailDefault.id)]);
    }
    await removeTemplate(campaignDefault.id);

    // With no default left for the campaign's members, each step's own template again.
    expect(await titlesAndTemplates()).toEqual([
      ['Text your team', ownTemplate.id, null],
      ['Text the neighbours', null, null],
      ['Post a story', null, social.id],
    ]);
  });

  it('completes and unmarks a step for the caller alone', async () => {
    const { member, campaign } = await givenMemberWithOwnSteps();
    const teammate = await givenUser('fundraising_ambassador', { campaign_id: campaign.id });
    const { config_hash } = await read(member.token);

    expect((await complete(member.token, 2, config_hash)).body).toEqual({ config_hash, completed_steps: [2] });
    expect((await complete(member.token, 2, config_hash)).body).toEqual({ config_hash, completed_steps: [2] });
    expect((await complete(member.token, 1, config_hash)).body).toEqual({ config_hash, completed_steps: [1, 2] });
    expect((await read(member.token)).completed_steps).toEqual([1, 2]);
    expect((await read(teammate.token)).completed_steps).toEqual([]);

    expect((await unmark(member.token, 2, config_hash)).body).toEqual({ config_hash, completed_steps: [1] });
    expect((await read(member.token)).completed_steps).toEqual([1]);
  });

  it('refuses a step that does not exist or a bad step number, and writes nothing', async () => {
    const { member } = await givenMemberWithOwnSteps();
    const { config_hash } = await read(member.token);

    const missing = await complete(member.token, 4, config_hash);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('That step does not exist.');
    for (const bad of ['0', 'two', '1.5', '101']) expect((await complete(member.token, bad, config_hash)).status).toBe(400);
    expect((await complete(member.token, 1, 'not-a-hash')).status).toBe(400);
    expect((await read(member.token)).completed_steps).toEqual([]);
  });

  it('resets progress when the configuration changes, and refuses a completion drawn from the old one', async () => {
    const { campaign, member, steps } = await givenMemberWithOwnSteps();
    const before = await read(member.token);
    await complete(member.token, 1, before.config_hash);

    await setCampaignStartHereConfig(campaign, [{ ...steps[0]!, title: 'Text your whole team' }, steps[1]!]);
    const after = await read(member.token);

    expect(after.config_hash).not.toBe(before.config_hash);
    expect(after.completed_steps).toEqual([]);
    const stale = await complete(member.token, 1, before.config_hash);
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('The Start Here steps have changed. Please reload the page.');

    // Back to the global configuration: the campaign's own steps are gone.
    await setCampaignStartHereConfig(campaign, null);
    expect((await read(member.token)).steps.map((s) => s.title)).not.toContain('Text your whole team');
  });
});

describe('the Start Here configuration (admin)', () => {
  const globalPath = pathOf(startHere.putStartHereSettings);
  const campaignPath = (campaignId: string) => pathOf(startHere.putCampaignStartHere, { campaign_id: campaignId });
  let admin: { token: string };

  beforeAll(async () => {
    admin = await givenUser('admin');
  });

  /**
   * Runs a test that writes the global setting, then puts back what was stored (an empty list when nothing
   * was: it holds no step, so members fall back to the defaults exactly as with no setting). The tests of
   * this file run one after another, so the fallback test above never sees this one's setting.
   */
  async function withGlobalSettingRestored(test: () => Promise<void>) {
    const before = await startHereSetting();
    try {
      await test();
    } finally {
      // Put back as it was stored, whatever its shape.
      await setStartHereSetting((before ?? []) as StartHereStep[]);
    }
  }

  it('offers the three global defaults while none is saved, saves steps, and members without their own steps follow', async () => {
    await withGlobalSettingRestored(async () => {
      await setStartHereSetting([]);
      const initial = await api('GET', globalPath, { token: admin.token });
      expect(initial.status).toBe(200);
      expect(initial.body).toEqual({ steps: DEFAULT_GLOBAL_STEPS, saved: false });
      expect(initial.body.steps.map((s: StartHereStep) => s.badge)).toEqual(['Quick Start', 'High Impact', 'Broad Reach']);

      const member = await givenUser('fundraising_ambassador', { campaign_id: (await givenCampaign()).id });
      const before = await read(member.token);
      await complete(member.token, 1, before.config_hash);
      const template = await givenSmsTemplate(null);

      const saved = await api('PUT', globalPath, {
        token: admin.token,
        body: {
          steps: [
            {
              title: '  Text grandma ',
              description: 'Today',
              buttonText: 'Open',
              templateType: 'sms',
              templateId: template.id,
              badge: 'Quick Start',
              helpText: 'Keep it short',
            },
            { title: 'Email parents', templateType: 'email', templateId: '' },
          ],
        },
      });

      expect(saved.status).toBe(200);
      const steps: StartHereStep[] = [
        {
          title: 'Text grandma',
          description: 'Today',
          buttonText: 'Open',
          templateType: 'sms',
          templateId: template.id,
          badge: 'Quick Start',
          helpText: 'Keep it short',
        },
        { title: 'Email parents', description: '', buttonText: '', templateType: 'email', templateId: null, badge: '', helpText: null },
      ];
      expect(saved.body).toEqual({ steps, saved: true });
      expect((await api('GET', globalPath, { token: admin.token })).body).toEqual({ steps, saved: true });

      const after = await read(member.token);
      expect(after.steps.map((s) => [s.title, s.helpText, s.template?.id ?? null])).toEqual([
        ['Text grandma', 'Keep it short', template.id],
        ['Email parents', null, null],
      ]);
      // A new configuration, a new hash: the member's progress starts again.
      expect(after.config_hash).toBe(startHereConfigHash(steps));
      expect(after.config_hash).not.toBe(before.config_hash);
      expect(after.completed_steps).toEqual([]);
    });
  });

  it('refuses no steps, too many steps, a blank title, an unknown template and one of another type, and saves nothing', async () => {
    await withGlobalSettingRestored(async () => {
      const stored = await startHereSetting();
      const [email, social, inactiveSocial, othersTemplate] = await Promise.all([
        givenSmsTemplate(null, 'email'),
        givenSocialTemplate(),
        givenSocialTemplate({ is_active: false }),
        givenSmsTemplate((await givenCampaign()).id),
      ]);
      const put = (body: unknown) => api('PUT', globalPath, { token: admin.token, body });

      for (const body of [{ steps: [] }, {}, { steps: null }]) {
        const refused = await put(body);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toMatchObject({ field: 'steps', message: 'Add at least one step' });
      }
      expect((await put({ steps: Array.from({ length: 21 }, (_, i) => step(`Step ${i}`)) })).status).toBe(400);
      expect((await put({ steps: [step('   ')] })).body.error).toMatchObject({ field: 'steps.0.title', message: 'Title is required' });
      expect((await put({ steps: [step('A', { title: 'x'.repeat(201) })] })).status).toBe(400);

      const linked = await put({
        steps: [
          step('Unknown', { templateId: randomUUID() }),
          step('Mismatch', { templateId: email.id }),
          step('Social as SMS', { templateId: social.id }),
          step('Inactive', { templateType: 'social', templateId: inactiveSocial.id }),
          step('Fine', { templateType: 'social', templateId: social.id }),
          step('Another campaign', { templateId: othersTemplate.id }),
        ],
      });
      expect(linked.status).toBe(400);
      expect(linked.body.error.fields).toEqual({
        'steps.0.templateId': 'That template does not exist.',
        'steps.1.templateId': 'That template is not a sms template.',
        'steps.2.templateId': 'That template does not exist.',
        'steps.3.templateId': 'That social media template does not exist or is not active for fundraising ambassadors.',
        'steps.5.templateId': "That template belongs to another campaign, so this configuration's members cannot see it.",
      });
      expect(await startHereSetting()).toEqual(stored);
    });
  });

  it("saves a campaign's own steps without help text, then resets it to the global configuration", async () => {
    const campaign = await givenCampaign();
    const member = await givenUser('fundraising_ambassador', { campaign_id: campaign.id });
    const [ownTemplate, social] = await Promise.all([givenSmsTemplate(campaign.id, 'email'), givenSocialTemplate()]);
    const globalChecklist = await read(member.token);

    expect((await api('GET', campaignPath(campaign.id), { token: admin.token })).body).toEqual({ campaign_id: campaign.id, steps: null });

    const saved = await api('PUT', campaignPath(campaign.id), {
      token: admin.token,
      body: {
        steps: [
          step('Email the team', { templateType: 'email', templateId: ownTemplate.id, helpText: 'Global only' }),
          step('Share', { templateType: 'social', templateId: social.id }),
        ],
      },
    });
    expect(saved.status).toBe(200);
    const own = [
      step('Email the team', { templateType: 'email', templateId: ownTemplate.id }),
      step('Share', { templateType: 'social', templateId: social.id }),
    ];
    expect(saved.body).toEqual({ campaign_id: campaign.id, steps: own });
    expect((await api('GET', campaignPath(campaign.id), { token: admin.token })).body).toEqual({ campaign_id: campaign.id, steps: own });
    const custom = await read(member.token);
    expect(custom.steps.map((s) => [s.title, s.helpText, s.template?.id ?? s.social_template?.id ?? null])).toEqual([
      ['Email the team', null, ownTemplate.id],
      ['Share', null, social.id],
    ]);
    expect(custom.config_hash).toBe(startHereConfigHash(own));

    const reset = await api('PUT', campaignPath(campaign.id), { token: admin.token, body: { steps: null } });
    expect(reset.body).toEqual({ campaign_id: campaign.id, steps: null });
    expect((await read(member.token)).steps.map((s) => s.title)).toEqual(globalChecklist.steps.map((s) => s.title));
  });

  it("refuses a campaign that does not exist, an empty custom list and another campaign's template", async () => {
    const campaign = await givenCampaign();
    const othersTemplate = await givenSmsTemplate((await givenCampaign()).id);

    const missing = await api('PUT', campaignPath(randomUUID()), { token: admin.token, body: { steps: null } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Campaign not found');
    expect((await api('GET', campaignPath(randomUUID()), { token: admin.token })).status).toBe(404);
    const empty = await api('PUT', campaignPath(campaign.id), { token: admin.token, body: { steps: [] } });
    expect(empty.body.error.message).toBe('Add at least one step');
    const foreign = await api('PUT', campaignPath(campaign.id), {
      token: admin.token,
      body: { steps: [step('A', { templateId: othersTemplate.id })] },
    });
    expect(foreign.body.error).toMatchObject({ field: 'steps.0.templateId' });
    expect((await api('GET', campaignPath(campaign.id), { token: admin.token })).body.steps).toBeNull();
  });

  it("lists the templates a configuration's members can see for the pickers", async () => {
    const [campaign, other] = await Promise.all([givenCampaign(), givenCampaign()]);
    const [global, own, others, social, inactive] = await Promise.all([
      givenSmsTemplate(null),
      givenSmsTemplate(campaign.id, 'email'),
      givenSmsTemplate(other.id),
      givenSocialTemplate(),
      givenSocialTemplate({ is_active: false }),
    ]);
    const choices = (query: string) =>
      api<StartHereTemplateChoices>('GET', `${pathOf(startHere.listStartHereTemplateChoices)}${query}`, { token: admin.token });

    const forGlobal = (await choices('')).body;
    const forCampaign = (await choices(`?campaign_id=${campaign.id}`)).body;

    expect(forGlobal.templates).toContainEqual({ id: global.id, name: global.name, type: 'sms', campaign_id: null, is_default: false });
    expect(forGlobal.templates.map((t) => t.id)).not.toContain(own.id);
    expect(forCampaign.templates).toContainEqual({
      id: own.id,
      name: own.name,
      type: 'email',
      campaign_id: campaign.id,
      is_default: false,
    });
    expect(forCampaign.templates.map((t) => t.id)).toContain(global.id);
    expect(forCampaign.templates.map((t) => t.id)).not.toContain(others.id);
    expect(forGlobal.social_templates).toContainEqual({ id: social.id, name: social.name });
    expect(forGlobal.social_templates.map((t) => t.id)).not.toContain(inactive.id);
  });
});
