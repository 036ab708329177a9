import { randomUUID } from 'node:crypto';
import { pathOf, startHere } from '@app/shared/contracts';
import { DEFAULT_OVERLAY_STYLE } from '@app/shared/content';
import { DEFAULT_PORTAL_STEPS, startHereConfigHash, type MyStartHere, type StartHereStep } from '@app/shared/start-here';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { setCampaignStartHereConfig } from '../campaigns';
import { putSocialTemplate } from '../content';
import { putTemplate } from '../templates';

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

const givenSmsTemplate = (campaignId: string | null) =>
  putTemplate({
    name: `Text ${randomUUID()}`,
    type: 'sms',
    subject: null,
    content: 'Code {studentCode}',
    campaign_id: campaignId,
    is_default: false,
    variables: [],
    custom_fields: [],
    created_by: null,
  });

const givenSocialTemplate = () =>
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
  await setCampaignStartHereConfig(campaign.id, steps);
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

    await setCampaignStartHereConfig(campaign.id, [{ ...steps[0]!, title: 'Text your whole team' }, steps[1]!]);
    const after = await read(member.token);

    expect(after.config_hash).not.toBe(before.config_hash);
    expect(after.completed_steps).toEqual([]);
    const stale = await complete(member.token, 1, before.config_hash);
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('The Start Here steps have changed. Please reload the page.');

    // Back to the global configuration: the campaign's own steps are gone.
    await setCampaignStartHereConfig(campaign.id, null);
    expect((await read(member.token)).steps.map((s) => s.title)).not.toContain('Text your whole team');
  });
});
