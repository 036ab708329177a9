import { PUBLIC_NAMINGS, pseudonymOf, publicNameOf } from './public-name';

const riley = { user_id: 'u-riley', first_name: ' Riley ', last_name: ' chen ' };

describe("a member's public name (issue 44)", () => {
  it('is the first name and last initial by default', () => {
    expect(publicNameOf(riley)).toBe('Riley C.');
    expect(publicNameOf(riley, 'initial')).toBe('Riley C.');
  });

  it('is the first name alone, a pseudonym, or the full name as the campaign chose', () => {
    expect(publicNameOf(riley, 'first_name')).toBe('Riley');
    expect(publicNameOf(riley, 'pseudonym')).toBe(pseudonymOf('u-riley'));
    expect(publicNameOf(riley, 'full_name')).toBe('Riley chen');
  });

  it('never carries the last name unless the campaign names members in full', () => {
    for (const naming of PUBLIC_NAMINGS.filter((choice) => choice !== 'full_name')) {
      expect(publicNameOf(riley, naming).toLowerCase()).not.toContain('chen');
    }
  });

  it('is empty for a member with no name, so the page shows its anonymous name; a pseudonym is never empty', () => {
    const nameless = { user_id: 'u-x', first_name: ' ', last_name: '' };
    expect(publicNameOf(nameless)).toBe('');
    expect(publicNameOf(nameless, 'first_name')).toBe('');
    expect(publicNameOf(nameless, 'pseudonym')).not.toBe('');
    expect(publicNameOf({ user_id: 'u-y', first_name: '', last_name: 'Chen' })).toBe('C.');
  });

  it('takes the initial of a name that starts with a letter outside ASCII', () => {
    expect(publicNameOf({ user_id: 'u-z', first_name: 'Zoë', last_name: 'Ørsted' })).toBe('Zoë Ø.');
  });
});

describe('pseudonyms', () => {
  it('stay the same for a member, and differ between members', () => {
    expect(pseudonymOf('u-riley')).toBe(pseudonymOf('u-riley'));
    const names = new Set(Array.from({ length: 50 }, (_, index) => pseudonymOf(`member-${index}`)));
    expect(names.size).toBeGreaterThan(40);
  });

  it('are two words, an adjective and a noun', () => {
    expect(pseudonymOf('u-riley')).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });
});
