import { randomUUID } from 'node:crypto';
import { pathOf, templates } from '@app/shared/contracts';
import {
  compareMemberTemplates,
  compareNewestFirst,
  MAX_CUSTOM_FIELDS,
  type AdminTemplate,
  type FundraisingTemplate,
  type TemplateInput,
  type TemplateType,
} from '@app/shared/templates';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { putTemplate } from './seeding';

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
    // By type then name, each type led by its defaults (another file's test may mark a global one meanwhile).
    expect(body.templates).toEqual([...body.templates].sort(compareMemberTemplates));
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

  describe("the admin's templates", () => {
    let admin: { userId: string; token: string };
    beforeAll(async () => {
      admin = await givenUser('admin');
    });

    const emailInput = (overrides: Partial<TemplateInput> = {}): TemplateInput => ({
      type: 'email',
      name: `Letter ${randomUUID()}`,
      subject: 'Support {schoolName}',
      content: 'Hi {recipientName}, use code {studentCode}. {firstName}',
      campaign_id: null,
      is_default: false,
      variables: ['firstName', 'studentCode'],
      custom_fields: [{ id: 'recipientName', label: 'Recipient name', type: 'text', required: true, placeholder: 'Grandma' }],
      ...overrides,
    });

    const create = (body: unknown) => api<AdminTemplate>('POST', pathOf(templates.createTemplate), { token: admin.token, body });
    const update = (id: string, body: unknown) =>
      api<AdminTemplate>('PUT', pathOf(templates.updateTemplate, { template_id: id }), { token: admin.token, body });
    const remove = (id: string) => api('DELETE', pathOf(templates.deleteTemplate, { template_id: id }), { token: admin.token });
    const listAll = async () =>
      (await api<{ templates: AdminTemplate[] }>('GET', pathOf(templates.listAllTemplates), { token: admin.token })).body.templates;
    const memberSees = async (token: string) =>
      (await api<{ templates: FundraisingTemplate[] }>('GET', pathOf(templates.listMyTemplates), { token })).body.templates.map(
        (template) => template.id,
      );

    it('creates a template written by the calling admin, with its custom fields, and lists it newest first with its campaign', async () => {
      const campaign = await givenCampaign();

      const first = await create(emailInput({ campaign_id: campaign.id }));
      const second = await create(emailInput({ type: 'sms', subject: 'ignored for a text' }));

      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        type: 'email',
        subject: 'Support {schoolName}',
        campaign_id: campaign.id,
        school_name: campaign.school_name,
        campaign_name: campaign.campaign_name,
        created_by: admin.userId,
        variables: ['firstName', 'studentCode'],
        custom_fields: [{ id: 'recipientName', label: 'Recipient name', type: 'text', required: true, placeholder: 'Grandma' }],
      });
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ type: 'sms', subject: null, campaign_id: null, school_name: null, campaign_name: null });
      const listed = await listAll();
      expect(listed).toEqual([...listed].sort(compareNewestFirst));
      const ids = listed.map((template) => template.id);
      expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
      expect(listed.find((template) => template.id === first.body.id)).toEqual(first.body);
    });

    it('shows a created global template to every member, and a campaign template only to its own members', async () => {
      const [own, other] = await Promise.all([givenCampaign(), givenCampaign()]);
      const [ownMember, otherMember] = await Promise.all([
        givenUser('fundraising_ambassador', { campaign_id: own.id }),
        givenUser('fundraising_ambassador', { campaign_id: other.id }),
      ]);

      const global = (await create(emailInput())).body;
      const ownOnly = (await create(emailInput({ campaign_id: own.id }))).body;

      expect(await memberSees(ownMember.token)).toEqual(expect.arrayContaining([global.id, ownOnly.id]));
      const seenByOther = await memberSees(otherMember.token);
      expect(seenByOther).toContain(global.id);
      expect(seenByOther).not.toContain(ownOnly.id);
    });

    it('edits every field, keeps the author and creation time, and moves the template to its new campaign', async () => {
      const [from, to] = await Promise.all([givenCampaign(), givenCampaign()]);
      const [fromMember, toMember] = await Promise.all([
        givenUser('fundraising_ambassador', { campaign_id: from.id }),
        givenUser('fundraising_ambassador', { campaign_id: to.id }),
      ]);
      const created = (await create(emailInput({ campaign_id: from.id }))).body;

      const { status, body } = await update(created.id, {
        type: 'sms',
        name: '  Renamed  ',
        subject: 'dropped',
        content: 'Text {firstName}',
        campaign_id: to.id,
        is_default: true,
        variables: ['firstName', 'firstName'],
        custom_fields: [],
      });

      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: created.id,
        type: 'sms',
        name: 'Renamed',
        subject: null,
        content: 'Text {firstName}',
        campaign_id: to.id,
        campaign_name: to.campaign_name,
        is_default: true,
        variables: ['firstName'],
        custom_fields: [],
        created_by: admin.userId,
        created_at: created.created_at,
      });
      expect(await memberSees(fromMember.token)).not.toContain(created.id);
      expect(await memberSees(toMember.token)).toContain(created.id);
      expect((await listAll()).filter((template) => template.id === created.id)).toEqual([body]);
    });

    describe('the Default flag', () => {
      const isDefault = async (ids: string[]) => {
        const byId = new Map((await listAll()).map((template) => [template.id, template.is_default]));
        return ids.map((id) => byId.get(id));
      };

      it('clears the default of the same type and campaign when another is marked, and leaves other types and campaigns alone', async () => {
        const [campaign, other] = await Promise.all([givenCampaign(), givenCampaign()]);
        const firstText = (await create(emailInput({ type: 'sms', campaign_id: campaign.id, is_default: true }))).body;
        const letter = (await create(emailInput({ campaign_id: campaign.id, is_default: true }))).body;
        const othersText = (await create(emailInput({ type: 'sms', campaign_id: other.id, is_default: true }))).body;

        const secondText = await create(emailInput({ type: 'sms', campaign_id: campaign.id, is_default: true }));

        expect(secondText.status).toBe(201);
        expect(await isDefault([firstText.id, secondText.body.id, letter.id, othersText.id])).toEqual([false, true, true, true]);

        // An edit that marks it again takes the flag back, in the listing and in the edited template.
        const { body: retaken } = await update(firstText.id, {
          ...emailInput({ type: 'sms', campaign_id: campaign.id }),
          is_default: true,
        });
        expect(retaken.is_default).toBe(true);
        expect(await isDefault([firstText.id, secondText.body.id, letter.id, othersText.id])).toEqual([true, false, true, true]);
      });

      it('clears the default of the campaign a default template moves to, and an unmarked template gives nothing up', async () => {
        const [from, to] = await Promise.all([givenCampaign(), givenCampaign()]);
        const moving = (await create(emailInput({ campaign_id: from.id, is_default: true }))).body;
        const there = (await create(emailInput({ campaign_id: to.id, is_default: true }))).body;
        const plain = (await create(emailInput({ campaign_id: to.id }))).body;

        await update(moving.id, emailInput({ campaign_id: to.id, is_default: true }));
        expect(await isDefault([moving.id, there.id, plain.id])).toEqual([true, false, false]);

        await update(plain.id, emailInput({ campaign_id: to.id, name: 'Renamed', is_default: false }));
        expect(await isDefault([moving.id, there.id, plain.id])).toEqual([true, false, false]);
      });

      it('keeps one default of a type per campaign when several are marked at once', async () => {
        const campaign = await givenCampaign();

        const answers = await Promise.all(
          Array.from({ length: 6 }, () => create(emailInput({ type: 'sms', campaign_id: campaign.id, is_default: true }))),
        );

        expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
        const created = answers.map((answer) => answer.body.id);
        expect((await isDefault(created)).filter(Boolean)).toHaveLength(1);
      });

      it("lists a campaign's members its default of each type first", async () => {
        const campaign = await givenCampaign();
        const member = await givenUser('fundraising_ambassador', { campaign_id: campaign.id });
        const suffix = randomUUID();
        const first = (await create(emailInput({ type: 'sms', campaign_id: campaign.id, name: `A text ${suffix}` }))).body;
        const recommended = (
          await create(emailInput({ type: 'sms', campaign_id: campaign.id, name: `Z text ${suffix}`, is_default: true }))
        ).body;

        const ids = await memberSees(member.token);

        expect(ids.indexOf(recommended.id)).toBeLessThan(ids.indexOf(first.id));
      });
    });

    it('deletes a template: gone from the lists, and a second delete is a 404', async () => {
      const created = (await create(emailInput())).body;

      const { status } = await remove(created.id);

      expect(status).toBe(200);
      expect((await listAll()).map((template) => template.id)).not.toContain(created.id);
      expect((await remove(created.id)).status).toBe(404);
    });

    it('answers 404 for a template that does not exist', async () => {
      const unknown = randomUUID();

      const updated = await update(unknown, emailInput());
      const deleted = await remove(unknown);

      expect(updated.status).toBe(404);
      expect(updated.body).toMatchObject({ error: { message: templates.updateTemplate.errors.notFound } });
      expect(deleted.status).toBe(404);
    });

    it('refuses a campaign that does not exist, on the campaign field, for a new and an edited template', async () => {
      const existing = (await create(emailInput())).body;
      const body = emailInput({ campaign_id: randomUUID() });

      const created = await create(body);
      const updated = await update(existing.id, body);

      for (const answer of [created, updated]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ error: { field: 'campaign_id', message: templates.createTemplate.errors.unknownCampaign } });
      }
    });

    it.each([
      ['a blank name', { name: '   ' }, 'name', 'Name is required'],
      ['no content', { content: undefined }, 'content', 'Content is required'],
      ['a name too long', { name: 'n'.repeat(201) }, 'name', 'Name must be 200 characters or less'],
      ['content too long', { content: 'c'.repeat(5001) }, 'content', 'Content must be 5000 characters or less'],
      ['an unknown type', { type: 'fax' }, 'type', 'Choose email or SMS'],
      ['an unknown variable', { variables: ['shoeSize'] }, 'variables.0', 'Unknown variable'],
      [
        'a custom field id that is not a placeholder name',
        { custom_fields: [{ id: 'full name', label: 'Name', type: 'text', required: false }] },
        'custom_fields.0.id',
        'Field id must start with a letter or _ and use only letters, numbers and _',
      ],
      [
        'custom field ids used twice',
        {
          custom_fields: [
            { id: 'who', label: 'Who', type: 'text', required: false },
            { id: 'who', label: 'Who again', type: 'text', required: false },
          ],
        },
        'custom_fields.1.id',
        'Field ids must be unique',
      ],
      [
        'a custom field without a label',
        { custom_fields: [{ id: 'who', label: '', type: 'text', required: false }] },
        'custom_fields.0.label',
        'Label is required',
      ],
      [
        'an unknown custom field type',
        { custom_fields: [{ id: 'who', label: 'Who', type: 'date', required: false }] },
        'custom_fields.0.type',
        'Choose a field type',
      ],
      [
        'too many custom fields',
        {
          custom_fields: Array.from({ length: MAX_CUSTOM_FIELDS + 1 }, (_, i) => ({
            id: `f${i}`,
            label: 'F',
            type: 'text',
            required: false,
          })),
        },
        'custom_fields',
        `At most ${MAX_CUSTOM_FIELDS} custom fields`,
      ],
    ])('refuses %s with a 400 on the field', async (_case, overrides, field, message) => {
      const { status, body } = await create({ ...emailInput(), ...overrides });

      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { fields: { [field]: message } } });
    });

    it('refuses a malformed template id in the path', async () => {
      const { status } = await update('x'.repeat(201), emailInput());

      expect(status).toBe(400);
    });
  });
});
