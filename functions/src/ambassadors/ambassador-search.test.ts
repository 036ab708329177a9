import { randomUUID } from 'node:crypto';
import { AMBASSADOR_SEARCH_LIMIT, type AmbassadorSearch } from '@app/shared/ambassadors';
import { ambassadors, pathOf, profiles } from '@app/shared/contracts';
import { api, givenUser } from '#test/api';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

/**
 * Letters only, unique per call: names no other test uses, so a search finds only this test's people. Each
 * hex digit of a UUID becomes a letter (0-9a-f → a-p), so any six of them after 'Zq' are as unique as six hex digits.
 */
const uniqueWord = () =>
  `Zq${randomUUID()
    .replace(/-/g, '')
    .slice(0, 12)
    .replace(/[0-9a-f]/g, (digit) => String.fromCharCode(97 + parseInt(digit, 16)))}`;

const searchPath = (query: Record<string, string>) => `${pathOf(ambassadors.searchAmbassadors)}?${new URLSearchParams(query)}`;
const search = (q: string, options: { withoutCode?: boolean; token?: string } = {}) =>
  api<AmbassadorSearch>('GET', searchPath({ q, ...(options.withoutCode ? { without_code: 'true' } : {}) }), {
    token: options.token ?? admin.token,
  });
const foundIds = async (q: string, withoutCode = false) => {
  const answer = await search(q, { withoutCode });
  expect(answer.status).toBe(200);
  return answer.body.ambassadors.map((ambassador) => ambassador.user_id);
};

describe('the ambassador search', () => {
  it('finds an ambassador by the beginning of their first name, last name, full name or e-mail, whatever the case and spacing', async () => {
    const first = uniqueWord();
    const last = uniqueWord();
    const ada = await givenUser('student', { first_name: first, last_name: last });

    for (const typed of [
      // Prefixes long enough that no other test's ambassador shares them (the table is shared): 'Zq' and six letters,
      // and the e-mail up to six of its eight random hex digits ('student-1a2b3c').
      first.slice(0, 8),
      first.toUpperCase(),
      last.slice(0, 8).toLowerCase(),
      `  ${first}   ${last.slice(0, 3)} `,
      ada.email.slice(0, ada.email.indexOf('@') - 2),
    ]) {
      expect(await foundIds(typed)).toEqual([ada.userId]);
    }
    const { body } = await search(first);
    expect(body.ambassadors).toEqual([{ user_id: ada.userId, first_name: first, last_name: last, email: ada.email, role: 'student' }]);
    // Not inside a word, not admins, and nothing for what nobody's name begins with.
    expect(await foundIds(first.slice(2))).not.toContain(ada.userId);
    expect(await foundIds(`${last} ${first}`)).toEqual([]);
    expect(await foundIds('Test admin')).toEqual([]);
  });

  it('answers at most ten, alphabetical, and one row per ambassador found by several of their texts', async () => {
    const family = uniqueWord();
    const people = [];
    for (let i = 0; i < AMBASSADOR_SEARCH_LIMIT + 2; i++) {
      people.push(await givenUser(i % 2 ? 'student' : 'fundraising_ambassador', { first_name: family, last_name: `${family}${i}` }));
    }

    const { body } = await search(family);

    expect(body.ambassadors).toHaveLength(AMBASSADOR_SEARCH_LIMIT);
    expect(new Set(body.ambassadors.map((found) => found.user_id)).size).toBe(AMBASSADOR_SEARCH_LIMIT);
    const names = body.ambassadors.map((found) => `${found.first_name} ${found.last_name}`.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('with without_code, finds only ambassadors who have no personal code; an approval moves a student out of it', async () => {
    const family = uniqueWord();
    const student = await givenUser('student', { first_name: family, last_name: 'Pending' });
    expect(await foundIds(family, true)).toEqual([student.userId]);

    const approved = await api('POST', pathOf(ambassadors.approveAmbassador, { user_id: student.userId }), { token: admin.token });
    expect(approved.status).toBe(200);

    expect(await foundIds(family, true)).toEqual([]);
    expect(await foundIds(family)).toEqual([student.userId]);
  });

  it('follows a rename and a deletion', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const student = await givenUser('student', { first_name: before, last_name: 'Renamed' });

    const saved = await api('PATCH', pathOf(profiles.updateMe), {
      token: student.token,
      body: { first_name: after, last_name: 'Renamed', school: null, social_handles: null },
    });
    expect(saved.status).toBe(200);
    expect(await foundIds(before)).toEqual([]);
    expect((await search(after)).body.ambassadors).toEqual([expect.objectContaining({ user_id: student.userId, first_name: after })]);

    expect((await api('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: student.userId }), { token: admin.token })).status).toBe(
      200,
    );
    expect(await foundIds(after)).toEqual([]);
  });

  it('answers 400, not 500, to an empty or too long search and a bad flag, and is for admins only', async () => {
    const queries: Array<Record<string, string>> = [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(255) },
      { q: 'ada', without_code: 'maybe' },
    ];
    for (const query of queries) {
      expect((await api('GET', searchPath(query), { token: admin.token })).status).toBe(400);
    }
    for (const role of ['student', 'fundraising_ambassador'] as const) {
      const user = await givenUser(role);
      expect((await search('ada', { token: user.token })).status).toBe(403);
    }
    expect((await api('GET', searchPath({ q: 'ada' }))).status).toBe(401);
  });
});
