import { randomUUID } from 'node:crypto';
import { pathOf, templates } from '@app/shared/contracts';
import { compareTemplates, type FundraisingTemplate, type TemplateType } from '@app/shared/templates';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { putTemplate } from './index';

const givenTemplate = (type: TemplateType, campaignId: string | null, name = `Template ${randomUUID()}`) =>
  putTemplate({
    name,
    type,
    subject: type === 'email' ? 'Hello {firstName}' : null,
    content: 'Code {studentCode}',
    campaign_id: campaignId,
    is_default: false,
    variables: [],
    custom_fields: [],
    created_by: null,
  });

describe('e-mail and SMS templates for fundraising ambassadors', () => {
  it("shows a member the global templates and their campaign's own, never another campaign's, by type then name", async () => {
    const [own, other] = await Promise.all([givenCampaign(), givenCampaign()]);
    const suffix = randomUUID();
    const ownSms = await givenTemplate('sms', own.id, `A text ${suffix}`);
    const ownEmail = await givenTemplate('email', own.id, `Z letter ${suffix}`);
    const globalEmail = await givenTemplate('email', null, `B letter ${suffix}`);
    const othersEmail = await givenTemplate('email', other.id);
    const member = await givenUser('fundraising_ambassador', { campaign_id: own.id });

    const { status, body } = await api<{ templates: FundraisingTemplate[] }>('GET', pathOf(templates.listMyTemplates), {
      token: member.token,
    });

    expect(status).toBe(200);
    const ids = body.templates.map((template) => template.id);
    expect(ids).toEqual(expect.arrayContaining([ownSms.id, ownEmail.id, globalEmail.id]));
    expect(ids).not.toContain(othersEmail.id);
    expect(body.templates.every((template) => template.campaign_id === null || template.campaign_id === own.id)).toBe(true);
    expect(body.templates).toEqual([...body.templates].sort(compareTemplates));
    expect(ids.indexOf(globalEmail.id)).toBeLessThan(ids.indexOf(ownEmail.id));
    expect(ids.indexOf(ownEmail.id)).toBeLessThan(ids.indexOf(ownSms.id));
  });

  it('shows a member without a campaign only the global templates', async () => {
    const campaign = await givenCampaign();
    const campaignOnly = await givenTemplate('sms', campaign.id);
    const member = await givenUser('fundraising_ambassador');

    const { body } = await api<{ templates: FundraisingTemplate[] }>('GET', pathOf(templates.listMyTemplates), { token: member.token });

    expect(body.templates.map((template) => template.id)).not.toContain(campaignOnly.id);
    expect(body.templates.every((template) => template.campaign_id === null)).toBe(true);
  });
});
