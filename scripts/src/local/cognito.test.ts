import { codeDeliveryReader, deliveryReader, pendingCodesIn, type Delivery } from './cognito';

/** What cognito-local prints for one e-mailed code: a box, in colour when it thinks it has a terminal. */
const box = (email: string, code: string) =>
  [
    '\x1b[33m╭──────────────────────────────────────────────╮\x1b[39m',
    '\x1b[33m│\x1b[39m   Confirmation Code Delivery                 \x1b[33m│\x1b[39m',
    `\x1b[33m│\x1b[39m   Username:      ${email}   \x1b[33m│\x1b[39m`,
    `\x1b[33m│\x1b[39m   Destination:   ${email}   \x1b[33m│\x1b[39m`,
    `\x1b[33m│\x1b[39m   Code:          ${code}                      \x1b[33m│\x1b[39m`,
    '\x1b[33m╰──────────────────────────────────────────────╯\x1b[39m',
    '',
  ].join('\n');

describe('reading the codes cognito-local would have e-mailed', () => {
  it('finds every delivery, however the output is cut into chunks', () => {
    const found: Array<[string, string]> = [];
    const read = codeDeliveryReader((email, code) => found.push([email, code]));
    const output = box('jane@example.test', '123456') + box('a-rather-long-address-0123456789@example.test', '654321');

    for (let i = 0; i < output.length; i += 7) read(output.slice(i, i + 7));

    expect(found).toEqual([
      ['jane@example.test', '123456'],
      ['a-rather-long-address-0123456789@example.test', '654321'],
    ]);
  });

  it('finds a delivery logged as one JSON line', () => {
    const found: Array<[string, string]> = [];
    const read = codeDeliveryReader((email, code) => found.push([email, code]));

    read(`${JSON.stringify({ level: 30, msg: box('omar@example.test', '111222') })}\n`);

    expect(found).toEqual([['omar@example.test', '111222']]);
  });

  it('keeps one stream’s lines whole while another prints in between (one reader per stream)', () => {
    const found: Array<[string, string]> = [];
    const stdout = codeDeliveryReader((email, code) => found.push([email, code]));
    const stderr = codeDeliveryReader((email, code) => found.push([email, code]));
    const delivery = box('lee@example.test', '999000');
    const middle = delivery.indexOf('Code:') + 3;

    stdout(delivery.slice(0, middle));
    stderr('(node:1) NOTE: The AWS SDK for JavaScript (v2) is in maintenance mode.\n');
    stdout(delivery.slice(middle));

    expect(found).toEqual([['lee@example.test', '999000']]);
  });
});

describe('reading the e-mails cognito-local would have sent, as a custom message trigger wrote them', () => {
  // As cognito-local prints an invitation through its pretty logger: the whole box on one line, the long message wrapped.
  const invitation =
    '[1795521591012] \x1b[32mINFO\x1b[39m: \x1b[36m9e532d46 AdminCreateUser ╭──────────────────────────────────╮│                                  ││   Confirmation Code Delivery     ││                                  ││   Username:      9ffb794e-274d-4611-83e6-a9cfa0fedac3 ││   Destination:   rowan@example.com      ││   Code:          3uNbGz                 ││   Email Subject: You are invited to run Threads for Tomorrow ││   Email Message: Hello! You have been invited as an admin of Threads for     ││   Tomorrow. Sign in with your e-mail address, rowan@example.com, and the     ││   temporary password 3uNbGz, then choose your own password.                  ││                                  │╰──────────────────────────────────╯\x1b[39m \x1b[90m{"reqId":"9e532d46","target":"AdminCreateUser"}\x1b[39m\n';

  it('finds the subject and the whole message of each delivery, and its code whatever its characters', () => {
    const found: Delivery[] = [];
    const read = deliveryReader((delivery) => found.push(delivery));

    for (let i = 0; i < invitation.length; i += 11) read(invitation.slice(i, i + 11));

    expect(found).toEqual([
      {
        destination: 'rowan@example.com',
        code: '3uNbGz',
        subject: 'You are invited to run Threads for Tomorrow',
        message:
          'Hello! You have been invited as an admin of Threads for Tomorrow. Sign in with your e-mail address, rowan@example.com, and the temporary password 3uNbGz, then choose your own password.',
      },
    ]);
  });

  it('reads a box as soon as it closes, before its line ends, and a character cut between two chunks', () => {
    const found: Delivery[] = [];
    const read = deliveryReader((delivery) => found.push(delivery));
    const bytes = Buffer.from(invitation.replace(/\n$/, ''));
    const cut = bytes.indexOf(Buffer.from('╯')) + 1;

    read(bytes.subarray(0, cut));
    read(bytes.subarray(cut));

    expect(found.map(({ destination, subject }) => [destination, subject])).toEqual([
      ['rowan@example.com', 'You are invited to run Threads for Tomorrow'],
    ]);
  });

  it('gives a code e-mail without a custom text as its code alone', () => {
    const found: Delivery[] = [];
    deliveryReader((delivery) => found.push(delivery))(box('jane@example.test', '123456'));

    expect(found).toEqual([{ destination: 'jane@example.test', code: '123456' }]);
  });

  it("passes an invitation's whole temporary password as its code, not the digits it starts with", () => {
    const found: Array<[string, string]> = [];
    codeDeliveryReader((email, code) => found.push([email, code]))(invitation);

    expect(found).toEqual([['rowan@example.com', '3uNbGz']]);
  });
});

describe("reading the pending codes from cognito-local's user store", () => {
  it("lists the e-mail and code of each user waiting for confirmation, an invited user's temporary password, and nothing else", () => {
    const pool = {
      Options: { Id: 'local_1' },
      Users: {
        a: { Username: 'a', ConfirmationCode: '123456', Attributes: [{ Name: 'email', Value: 'jane@example.test' }] },
        b: { Username: 'b', Attributes: [{ Name: 'email', Value: 'confirmed@example.test' }] },
        c: { Username: 'c', ConfirmationCode: '999999', Attributes: [{ Name: 'sub', Value: 'c' }] },
        d: {
          Username: 'd',
          UserStatus: 'FORCE_CHANGE_PASSWORD',
          Password: 'Tmp!9x',
          Attributes: [{ Name: 'email', Value: 'invited@example.test' }],
        },
        e: { Username: 'e', UserStatus: 'CONFIRMED', Password: 'secret', Attributes: [{ Name: 'email', Value: 'member@example.test' }] },
      },
    };

    expect(pendingCodesIn(pool)).toEqual([
      ['jane@example.test', '123456'],
      ['invited@example.test', 'Tmp!9x'],
    ]);
    expect(pendingCodesIn(null)).toEqual([]);
    expect(pendingCodesIn({ Users: {} })).toEqual([]);
  });
});
