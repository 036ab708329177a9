import { getItem } from '#lib/table';
import { sentEmailsTo } from '#test/mail';
import { givenAmbassador, settled } from '#test/store';
import { ambassadorTotalsKeys, getAmbassadorTotals } from './ambassador-totals-data';
import { awardBadges } from './milestone-badges';

const shirtsOf = async (userId: string) => ((await getAmbassadorTotals(userId, true))?.badges ?? []).map((badge) => badge.shirts);
const badgeEmails = async (userId: string) =>
  (await sentEmailsTo(`${userId}@example.test`)).filter((email) => email.subject.startsWith('You earned a badge'));

describe('milestone badges from the totals rows’ changes', () => {
  it('a batch whose refund took the shirts back below a milestone still earns it, and the same batch again earns nothing more', async () => {
    const student = await givenAmbassador('student');
    const row = (await getItem(ambassadorTotalsKeys.primary(student.userId)))!;
    // As the stream hands them over: an order of 10 shirts, then its refund of 8, in one batch.
    const batch = [
      { sequence: '1', before: row, after: { ...row, lbunits: 10 } },
      { sequence: '2', before: { ...row, lbunits: 10 }, after: { ...row, lbunits: 2 } },
    ];

    await awardBadges(batch);
    await awardBadges(batch);
    await settled();

    expect(await shirtsOf(student.userId)).toEqual([1, 5, 10]);
    expect(await badgeEmails(student.userId)).toHaveLength(3);
  });

  it('earns nothing for a row that a batch deleted (an ambassador erased)', async () => {
    const student = await givenAmbassador('student');
    const row = (await getItem(ambassadorTotalsKeys.primary(student.userId)))!;

    await awardBadges([
      { sequence: '1', before: row, after: { ...row, lbunits: 3 } },
      { sequence: '2', before: { ...row, lbunits: 3 } },
    ]);
    await settled();

    expect(await shirtsOf(student.userId)).toEqual([]);
    expect(await badgeEmails(student.userId)).toHaveLength(0);
  });
});
