import {
  compareMemberTemplates,
  compareTemplates,
  defaultTemplateFor,
  fitsOneSms,
  formatSmsLength,
  missingRequiredFields,
  smsComposeUrl,
  smsLength,
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

describe('the length of an SMS', () => {
  it('is one GSM-7 message up to 160 characters, and parts of 153 beyond', () => {
    expect(smsLength('')).toEqual({ characters: 0, encoding: 'gsm7', messages: 0 });
    expect(smsLength('a'.repeat(160))).toEqual({ characters: 160, encoding: 'gsm7', messages: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ characters: 161, encoding: 'gsm7', messages: 2 });
    expect(smsLength('a'.repeat(306))).toEqual({ characters: 306, encoding: 'gsm7', messages: 2 });
    expect(smsLength('a'.repeat(307))).toEqual({ characters: 307, encoding: 'gsm7', messages: 3 });
  });

  it('counts a GSM extended character twice, and never splits one across parts', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ characters: 80, encoding: 'gsm7', messages: 1 });
    expect(smsLength(`${'a'.repeat(159)}{`).messages).toBe(2);
    // 152 units then a two-unit character: it starts the second part rather than straddle the first.
    expect(smsLength(`${'a'.repeat(152)}[${'a'.repeat(152)}`).messages).toBe(3);
    expect(smsLength(`${'a'.repeat(151)}[${'a'.repeat(153)}`).messages).toBe(2);
  });

  it('is UCS-2 with any character outside GSM: 70 in one message, parts of 67', () => {
    expect(smsLength('é ü Ñ £ ¥ Δ')).toMatchObject({ encoding: 'gsm7' });
    expect(smsLength(`${'a'.repeat(69)}’`)).toEqual({ characters: 70, encoding: 'ucs2', messages: 1 });
    expect(smsLength(`${'a'.repeat(70)}’`)).toEqual({ characters: 71, encoding: 'ucs2', messages: 2 });
    expect(smsLength('a'.repeat(134) + 'ç').messages).toBe(3);
  });

  it('counts an emoji as one character written and two UCS-2 units', () => {
    expect(smsLength(`${'a'.repeat(68)}🌍`)).toEqual({ characters: 69, encoding: 'ucs2', messages: 1 });
    expect(smsLength(`${'a'.repeat(69)}🌍`)).toEqual({ characters: 70, encoding: 'ucs2', messages: 2 });
  });

  it('counts placeholders as written', () => {
    expect(smsLength('Hi {firstName}!').characters).toBe(15);
  });

  it('fits one message up to 160 GSM-7 units, 70 in UCS-2, an extended character counting twice', () => {
    expect(fitsOneSms('a'.repeat(160))).toBe(true);
    expect(fitsOneSms('a'.repeat(161))).toBe(false);
    expect(fitsOneSms(`${'a'.repeat(158)}€`)).toBe(true);
    expect(fitsOneSms(`${'a'.repeat(159)}€`)).toBe(false);
    expect(fitsOneSms(`${'a'.repeat(70)}🌍`)).toBe(false);
  });

  it("opens the phone's messages with the text written, every character encoded", () => {
    expect(smsComposeUrl('Hi! Code JORDANHHS: http://localhost:3000/r/JORDANHHS?via=text & 10% off')).toBe(
      'sms:?&body=Hi!%20Code%20JORDANHHS%3A%20http%3A%2F%2Flocalhost%3A3000%2Fr%2FJORDANHHS%3Fvia%3Dtext%20%26%2010%25%20off',
    );
  });

  it('reads as characters and messages', () => {
    expect(formatSmsLength(smsLength('a'.repeat(172)))).toBe('172 characters · 2 messages');
    expect(formatSmsLength(smsLength('a'))).toBe('1 character · 1 message');
  });
});
