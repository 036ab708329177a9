import {
  compareMemberTemplates,
  compareTemplates,
  defaultTemplateFor,
  missingRequiredFields,
  templateCopyText,
  type CustomField,
  type FundraisingTemplate,
} from './templates';

const field = (id: string, label: string, required: boolean): CustomField => ({ id, label, type: 'text', required, placeholder: null });

describe('fundraising templates', () => {
  it('orders by type, then by name regardless of case', () => {
    const list = [
      { type: 'sms' as const, name: 'a text' },
      { type: 'email' as const, name: 'Zebra' },
      { type: 'email' as const, name: 'apple' },
      { type: 'sms' as const, name: 'B text' },
    ];

    expect([...list].sort(compareTemplates).map((t) => t.name)).toEqual(['apple', 'Zebra', 'a text', 'B text']);
  });

  describe('defaults', () => {
    const template = (name: string, fields: Partial<FundraisingTemplate> = {}) => ({
      name,
      type: 'sms' as FundraisingTemplate['type'],
      campaign_id: null as string | null,
      is_default: false,
      ...fields,
    });
    const campaignDefault = template('Campaign default', { campaign_id: 'c1', is_default: true });
    const globalDefault = template('Global default', { is_default: true });
    const otherCampaignDefault = template('Other default', { campaign_id: 'c2', is_default: true });
    const emailDefault = template('Email default', { type: 'email', is_default: true });
    const plain = template('A plain text');

    it("prefers the campaign's default of the type, then the default for all campaigns", () => {
      const all = [plain, emailDefault, globalDefault, otherCampaignDefault, campaignDefault];

      expect(defaultTemplateFor(all, 'sms', 'c1')).toBe(campaignDefault);
      expect(defaultTemplateFor(all, 'sms', 'c3')).toBe(globalDefault);
      expect(defaultTemplateFor(all, 'sms', null)).toBe(globalDefault);
      expect(defaultTemplateFor(all, 'email', 'c1')).toBe(emailDefault);
      expect(defaultTemplateFor([plain, otherCampaignDefault], 'sms', 'c1')).toBeUndefined();
    });

    it("leads each type of a member's list with its defaults, the campaign's first, then by name", () => {
      const list = [plain, template('B text'), globalDefault, campaignDefault, emailDefault, template('An email', { type: 'email' })];

      expect([...list].sort(compareMemberTemplates).map((t) => t.name)).toEqual([
        'Email default',
        'An email',
        'Campaign default',
        'Global default',
        'A plain text',
        'B text',
      ]);
    });
  });

  it("copies 'Subject: ...' and the body for e-mail, the body alone for SMS", () => {
    expect(templateCopyText({ type: 'email', subject: 'Hi', content: 'Body' })).toBe('Subject: Hi\n\nBody');
    expect(templateCopyText({ type: 'sms', subject: null, content: 'Text' })).toBe('Text');
  });

  it('names the required custom fields left blank, in order', () => {
    const fields = [field('teacher', 'Teacher name', true), field('note', 'Note', false), field('room', 'Room', true)];

    expect(missingRequiredFields(fields, { teacher: '  ', note: '' })).toEqual(['Teacher name', 'Room']);
    expect(missingRequiredFields(fields, { teacher: 'Ms. Rivera', room: '12' })).toEqual([]);
  });
});
