import { compareTemplates, missingRequiredFields, templateCopyText, type CustomField } from './templates';

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
