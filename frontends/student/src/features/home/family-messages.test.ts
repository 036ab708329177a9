import { fitsOneSms, smsLength } from '@app/shared/templates';
import { familyTextMessage } from './family-messages';

/** Students with long-ish names and codes, their links as the local stack and a production site give them. */
const students = {
  'on the local stack': {
    profile: { first_name: 'Alexandra', last_name: 'Martinez', school: 'Hillside High School', personal_code: 'ALEXANDRAM' },
    origin: 'http://localhost:3000',
  },
  'on a production site': {
    profile: { first_name: 'Sam', last_name: 'Rivera', school: 'Hillside High School', personal_code: 'SAMR' },
    origin: 'https://shirts.example.org',
  },
};

describe('the Start Here family text (issue 45)', () => {
  it.each(Object.entries(students))('goes as one SMS, filled for a student %s', (_where, student) => {
    const text = familyTextMessage(student);

    expect({ text, length: smsLength(text) }).toMatchObject({ text, length: { encoding: 'gsm7', messages: 1 } });
    expect(fitsOneSms(text)).toBe(true);
  });

  it('says who, the school, the goal, the $1 to climate, the code and the tracked link', () => {
    expect(familyTextMessage(students['on the local stack'])).toBe(
      "It's Alexandra! My goal: 10 shirts for Hillside High School, each giving $1 to climate. Code ALEXANDRAM = 10% off: http://localhost:3000/r/ALEXANDRAM?via=text",
    );
  });
});
