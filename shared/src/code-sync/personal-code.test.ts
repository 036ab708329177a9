import { campaignCode, campaignMemberCode, normalizeCode, studentCode } from './personal-code';

describe('personal codes', () => {
  it('builds NAMEACRONYM for campaign members, numbering when taken', () => {
    expect(campaignMemberCode('Jane', 'HHS')).toBe('JANEHHS');
    expect(campaignMemberCode('Zoë Ann', 'h.h.s')).toBe('ZOEANNHHS');
    expect(campaignMemberCode('Jane', 'HHS', 2)).toBe('JANEHHS2');
  });

  it("builds a campaign's own code from its acronym, numbering when taken", () => {
    expect(campaignCode('h.h.s')).toBe('HHS');
    expect(campaignCode('HHS', 2)).toBe('HHS2');
    expect(campaignCode('...')).toBe('CAMPAIGN');
  });

  it('builds first name plus initial for students, numbering from 10 when taken', () => {
    expect(studentCode('Sam', 'Rivera')).toBe('SAMR');
    expect(studentCode('Sam', 'Rivera', 2)).toBe('SAMR10');
  });

  it('compares codes case-insensitively', () => {
    expect(normalizeCode(' janehhs ')).toBe('JANEHHS');
  });
});
