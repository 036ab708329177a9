import { landingOf, linkSourceOf, trackedLinkPath } from './sources';

describe('link sources', () => {
  it('reads a known tag, counts none as direct and anything else as other', () => {
    expect(linkSourceOf('Instagram')).toBe('instagram');
    expect(linkSourceOf(undefined)).toBe('direct');
    expect(linkSourceOf('')).toBe('direct');
    expect(linkSourceOf('myspace')).toBe('other');
    expect(linkSourceOf('x'.repeat(500))).toBe('other');
  });

  it('builds the tracked path, with via only when the source is named', () => {
    expect(trackedLinkPath('HIT1234')).toBe('/r/HIT1234');
    expect(trackedLinkPath('HIT1234', 'direct')).toBe('/r/HIT1234');
    expect(trackedLinkPath('HIT1234', 'qr')).toBe('/r/HIT1234?via=qr');
  });

  it('reads the code and source a landing page carries, and nothing from a page without a valid ref', () => {
    expect(landingOf('/?discount=HIT1234&ref=HIT1234&via=tiktok')).toEqual({ code: 'HIT1234', source: 'tiktok' });
    expect(landingOf('/discount/HIT1234?ref=HIT1234')).toEqual({ code: 'HIT1234', source: 'direct' });
    expect(landingOf('/discount/HIT1234')).toBeNull();
    expect(landingOf('/?ref=%3Cscript%3E')).toBeNull();
    expect(landingOf(null)).toBeNull();
  });
});
