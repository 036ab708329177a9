import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { storeSignature } from '@app/functions/orders/seeding';
import type { ShopifyOrderPayload } from '@app/shared/orders';
import { STORE_API_VERSION } from '@app/shared/platform';
import { findFreePortBlock } from '#local/free-ports';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localStore } from '#local/layout';
import { startSecretsManager } from '#local/secrets-manager';
import { rootFieldOf, servedApiVersion, startStoreServer } from './store-server';
import { STOREFRONT_CHECKOUT_PATH } from './storefront';

const token = 'test-token';
const version = STORE_API_VERSION;
const CREATE = `
  mutation CreateAmbassadorCode($basicCodeDiscount: DiscountCodeBasicInput!) {
    discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
      codeDiscountNode {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

describe('local store stand-in', () => {
  let store: Awaited<ReturnType<typeof startStoreServer>>;
  let stateFile: string;
  let port: number;

  async function graphql(query: string, variables: Record<string, unknown> = {}, accessToken = token, apiVersion = version) {
    const response = await fetch(`${store.endpoint}/admin/api/${apiVersion}/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': accessToken },
      body: JSON.stringify({ query, variables }),
    });
    // `any`: each test reads the GraphQL answer's own shape field by field.
    return { status: response.status, version: response.headers.get('x-shopify-api-version'), body: await response.json() };
  }
  /** A basic code discount's input as the pinned version takes it. */
  const discountInput = (code: string, percentage = 0.1, title = `Ambassador code ${code}`) => ({
    title,
    code,
    startsAt: new Date().toISOString(),
    context: { all: 'ALL' },
    customerGets: { value: { percentage }, items: { all: true } },
    appliesOncePerCustomer: false,
  });
  const create = (code: string, percentage = 0.1, title = `Ambassador code ${code}`) =>
    graphql(CREATE, { basicCodeDiscount: discountInput(code, percentage, title) });
  const find = (code: string) =>
    graphql(
      `
        query FindCode($code: String!) {
          codeDiscountNodeByCode(code: $code) {
            id
            codeDiscount {
              ... on DiscountCodeBasic {
                title
                status
              }
            }
          }
        }
      `,
      { code },
    );

  beforeAll(async () => {
    stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-')), 'codes.json');
    port = await findFreePortBlock(1);
    store = await startStoreServer({ port, stateFile, adminToken: token });
  });
  afterAll(() => store.stop());

  it('reads the root field of an operation', () => {
    expect(rootFieldOf('mutation Create($x: T!) {\n  discountCodeBasicCreate(basicCodeDiscount: $x) { userErrors { message } } }')).toBe(
      'discountCodeBasicCreate',
    );
    expect(rootFieldOf('query { shop { name } }')).toBe('shop');
    expect(rootFieldOf('{ node: codeDiscountNodeByCode(code: "A") { id } }')).toBe('codeDiscountNodeByCode');
  });

  it('discountCodeBasicCreate: creates a code, reports its cost, and refuses a duplicate (any case) with a TAKEN user error', async () => {
    const created = await create('JANEHHS');
    const duplicate = await create('janehhs');

    expect(created.status).toBe(200);
    expect(created.version).toBe(version);
    expect(created.body.data.discountCodeBasicCreate).toEqual({
      codeDiscountNode: expect.objectContaining({ id: expect.stringMatching(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/) }),
      userErrors: [],
    });
    expect(created.body.extensions.cost).toEqual({
      requestedQueryCost: 10,
      actualQueryCost: 10,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: expect.any(Number), restoreRate: 50 },
    });
    expect(duplicate.body.data.discountCodeBasicCreate).toEqual({
      codeDiscountNode: null,
      userErrors: [{ field: ['basicCodeDiscount', 'code'], message: 'Code must be unique. Please try a different code.', code: 'TAKEN' }],
    });
  });

  it('discountCodeBasicCreate: refuses a percentage outside 0 to 1', async () => {
    const { body } = await create('BADPCT', 10);

    expect(body.data.discountCodeBasicCreate.userErrors).toEqual([expect.objectContaining({ code: 'VALUE_OUTSIDE_RANGE' })]);
  });

  it('discountCodeBasicCreate: refuses the deprecated customerSelection as Shopify refuses a field its version does not define', async () => {
    const { context: _replacedBy, ...current } = discountInput('OLDSHAPE');
    const oldInput = { ...current, customerSelection: { all: true } };

    const { status, version: answered, body } = await graphql(CREATE, { basicCodeDiscount: oldInput });

    expect(status).toBe(200);
    expect(answered).toBe(version);
    expect(body).not.toHaveProperty('data');
    expect(body.errors).toEqual([
      {
        message:
          'Variable $basicCodeDiscount of type DiscountCodeBasicInput! was provided invalid value for customerSelection (Field is not defined on DiscountCodeBasicInput)',
        locations: [{ line: 2, column: 33 }],
        extensions: {
          code: 'INVALID_VARIABLE',
          value: oldInput,
          problems: [{ path: ['customerSelection'], explanation: 'Field is not defined on DiscountCodeBasicInput' }],
        },
      },
    ]);
    expect((await find('OLDSHAPE')).body.data.codeDiscountNodeByCode).toBeNull();
  });

  it('discountCodeBasicCreate: refuses a buyer selection other than ALL and a field DiscountContextInput does not define', async () => {
    const input = { ...discountInput('BADCONTEXT'), context: { all: true, everyone: true } };

    const { body } = await graphql(CREATE, { basicCodeDiscount: input });

    expect(body.errors[0].extensions.problems).toEqual([
      { path: ['context', 'everyone'], explanation: 'Field is not defined on DiscountContextInput' },
      { path: ['context', 'all'], explanation: 'Expected true to be one of: ALL' },
    ]);
  });

  it('discountCodeBasicCreate: requires what creating a discount requires (context, startsAt...), each a BLANK user error', async () => {
    const { context: _context, startsAt: _startsAt, ...input } = discountInput('NOCONTEXT');

    const { body } = await graphql(CREATE, { basicCodeDiscount: input });

    expect(body.data.discountCodeBasicCreate).toEqual({
      codeDiscountNode: null,
      userErrors: [
        { field: ['basicCodeDiscount', 'context'], message: "Context can't be blank", code: 'BLANK' },
        { field: ['basicCodeDiscount', 'startsAt'], message: "Starts at can't be blank", code: 'BLANK' },
      ],
    });
  });

  it('codeDiscountNodeByCode: finds a code case-insensitively, null when absent', async () => {
    await create('OMARHHS');

    expect((await find('omarhhs')).body.data.codeDiscountNodeByCode).toMatchObject({
      id: expect.any(String),
      codeDiscount: { title: 'Ambassador code OMARHHS', status: 'ACTIVE' },
    });
    expect((await find('NOPE')).body.data.codeDiscountNodeByCode).toBeNull();
  });

  it('discountCodeDeactivate then discountCodeDelete: expires the code, then removes it', async () => {
    const { id } = (await create('LEAVING')).body.data.discountCodeBasicCreate.codeDiscountNode;

    const deactivated = await graphql(
      `
        mutation DeactivateCode($id: ID!) {
          discountCodeDeactivate(id: $id) {
            codeDiscountNode {
              id
            }
            userErrors {
              message
            }
          }
        }
      `,
      { id },
    );
    expect(deactivated.body.data.discountCodeDeactivate.codeDiscountNode.codeDiscount.status).toBe('EXPIRED');
    const deleted = await graphql(
      `
        mutation DeleteCode($id: ID!) {
          discountCodeDelete(id: $id) {
            deletedCodeDiscountId
            userErrors {
              message
            }
          }
        }
      `,
      { id },
    );

    expect(deleted.body.data.discountCodeDelete).toEqual({ deletedCodeDiscountId: id, userErrors: [] });
    expect((await find('LEAVING')).body.data.codeDiscountNodeByCode).toBeNull();
    expect(
      (
        await graphql(
          `
            mutation DeleteCode($id: ID!) {
              discountCodeDelete(id: $id) {
                deletedCodeDiscountId
                userErrors {
                  message
                }
              }
            }
          `,
          { id },
        )
      ).body.data.discountCodeDelete.userErrors,
    ).toHaveLength(1);
  });

  it('shop: names the shop', async () => {
    expect((await graphql('query Shop { shop { name } }')).body.data).toEqual({ shop: { name: 'Local Apparel Store' } });
  });

  it('refuses a wrong access token with 401', async () => {
    expect((await graphql('query { shop { name } }', {}, 'wrong')).status).toBe(401);
  });

  it('answers an older stable version as the pinned one, saying so in X-Shopify-API-Version, as Shopify answers a retired version', async () => {
    const { status, version: answered, body } = await graphql('query Shop { shop { name } }', {}, token, '2025-07');

    expect(status).toBe(200);
    expect(answered).toBe(version);
    expect(body.data).toEqual({ shop: { name: 'Local Apparel Store' } });
  });

  it('answers 404 for a version it does not serve: newer, unstable, not a quarter, malformed', async () => {
    for (const other of ['2099-01', 'unstable', '2025-08', 'latest']) {
      expect((await graphql('query Shop { shop { name } }', {}, token, other)).status).toBe(404);
    }
    expect(servedApiVersion(`/admin/api/${version}/graphql.json`)).toBe(version);
    expect(servedApiVersion('/admin/api/graphql.json')).toBeUndefined();
  });

  describe('gift cards', () => {
    const CREATE_CARD = `
      mutation CreateGiftCard($input: GiftCardCreateInput!) {
        giftCardCreate(input: $input) {
          giftCard {
            id
            lastCharacters
            maskedCode
            initialValue {
              amount
              currencyCode
            }
            balance {
              amount
              currencyCode
            }
            note
            expiresOn
            createdAt
            customer {
              id
            }
          }
          giftCardCode
          userErrors {
            field
            message
            code
          }
        }
      }
    `;
    const FIND_CARDS = `
      query FindCards($query: String, $after: String) {
        giftCards(first: 2, after: $after, query: $query, sortKey: CREATED_AT, reverse: true) {
          nodes {
            id
            lastCharacters
            maskedCode
            note
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `;
    /** A GiftCardCreateInput as 2026-10 takes it: $25.00 unless told. */
    const cardInput = (fields: Record<string, unknown> = {}) => ({
      initialAmount: { amount: '25.00', currencyCode: 'USD' },
      note: 'Payout p-1',
      ...fields,
    });
    const createCard = (fields: Record<string, unknown> = {}) => graphql(CREATE_CARD, { input: cardInput(fields) });
    const findCards = (query: string, after: string | null = null) => graphql(FIND_CARDS, { query, after });
    /** giftCardCreate given up on by its caller after `ms`, as a client's timeout gives up. */
    const createCardGivingUpAfter = (ms: number, fields: Record<string, unknown>) =>
      fetch(`${store.endpoint}/admin/api/${version}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
        body: JSON.stringify({ query: CREATE_CARD, variables: { input: cardInput(fields) } }),
        signal: AbortSignal.timeout(ms),
      });
    const cardFaults = (faults: Record<string, unknown>) =>
      fetch(`${store.endpoint}/_local/faults`, { method: 'POST', body: JSON.stringify(faults) });
    /** What a second creation with the same code says: TAKEN when the first made the card, nothing when it did not. */
    const codeTaken = async (code: string) =>
      (await createCard({ code })).body.data.giftCardCreate.userErrors.some((error: { code: string }) => error.code === 'TAKEN');
    afterEach(() =>
      cardFaults({ gift_cards_fail: 0, gift_cards_hang: 0, gift_cards_late: 0, gift_cards_late_answer: 'fail', throttle: 0 }),
    );

    it('giftCardCreate: issues a card for the amount and answers its full code this once, with the card as the version shows it', async () => {
      const { status, version: answered, body } = await createCard({ expiresOn: '2099-12-31', customerId: 'gid://shopify/Customer/7' });

      expect({ status, answered }).toEqual({ status: 200, answered: version });
      const { giftCard, giftCardCode, userErrors } = body.data.giftCardCreate;
      expect(userErrors).toEqual([]);
      expect(giftCardCode).toMatch(/^[a-z0-9]{16}$/);
      expect(giftCard).toEqual({
        id: expect.stringMatching(/^gid:\/\/shopify\/GiftCard\/\d+$/),
        lastCharacters: giftCardCode.slice(-4),
        maskedCode: `•••• •••• •••• ${giftCardCode.slice(-4)}`,
        initialValue: { amount: '25.0', currencyCode: 'USD' },
        balance: { amount: '25.0', currencyCode: 'USD' },
        note: 'Payout p-1',
        expiresOn: '2099-12-31',
        createdAt: expect.any(String),
        customer: { id: 'gid://shopify/Customer/7' },
      });
      expect(body.extensions.cost).toMatchObject({ requestedQueryCost: 10, actualQueryCost: 10 });
      const chosen = (await createCard({ code: 'Thanks2026Jane' })).body.data.giftCardCreate;
      expect(chosen).toMatchObject({ giftCardCode: 'Thanks2026Jane', giftCard: { lastCharacters: 'Jane' }, userErrors: [] });
    });

    it("giftCardCreate: answers a bad value with Shopify's user errors (GiftCardErrorCode) and makes no card", async () => {
      await createCard({ code: 'TAKEN2026CODE' });
      const refusals: Array<[Record<string, unknown>, { field: string[]; code: string; message: string }]> = [
        [
          { initialAmount: { amount: '0', currencyCode: 'USD' } },
          { field: ['input', 'initialAmount'], code: 'GREATER_THAN', message: 'Initial value must be greater than 0' },
        ],
        [
          { initialAmount: { amount: '-5.00', currencyCode: 'USD' } },
          { field: ['input', 'initialAmount'], code: 'GREATER_THAN', message: 'Initial value must be greater than 0' },
        ],
        [{ code: 'SHORT1' }, { field: ['input', 'code'], code: 'TOO_SHORT', message: 'Code is too short (minimum is 8 characters)' }],
        [{ code: 'A'.repeat(21) }, { field: ['input', 'code'], code: 'TOO_LONG', message: 'Code is too long (maximum is 20 characters)' }],
        [
          { code: 'has-dashes-1' },
          { field: ['input', 'code'], code: 'INVALID', message: 'Code can only contain letters (a-z) and numbers (0-9)' },
        ],
        [{ code: 'taken2026code' }, { field: ['input', 'code'], code: 'TAKEN', message: 'Code has already been taken' }],
        [{ expiresOn: '2020-01-01' }, { field: ['input', 'expiresOn'], code: 'INVALID', message: 'Expires on must be in the future' }],
        [
          { customerId: 'gid://shopify/Product/1' },
          { field: ['input', 'customerId'], code: 'CUSTOMER_NOT_FOUND', message: 'Customer could not be found' },
        ],
        [{ initialAmount: null }, { field: ['input', 'initialAmount'], code: 'MISSING_ARGUMENT', message: 'Initial value is required' }],
      ];

      for (const [fields, expected] of refusals) {
        const { status, body } = await createCard(fields);
        expect(status).toBe(200);
        expect(body.data.giftCardCreate).toEqual({ giftCard: null, giftCardCode: null, userErrors: [expected] });
      }
    });

    it('giftCardCreate: refuses, before anything runs, a malformed amount, the deprecated initialValue and a field 2026-10 does not define', async () => {
      const malformed = await createCard({ initialAmount: { amount: 'ten dollars', currencyCode: 'USD' } });
      const { initialAmount: _replacedBy, ...withoutAmount } = cardInput({ code: 'OLDSHAPE2026' });
      const deprecated = await graphql(CREATE_CARD, { input: { ...withoutAmount, initialValue: '25.00' } });
      const undefinedField = await createCard({ notify: false });

      expect(malformed.body).not.toHaveProperty('data');
      expect(malformed.body.errors[0].extensions).toMatchObject({
        code: 'INVALID_VARIABLE',
        problems: [{ path: ['initialAmount', 'amount'], explanation: 'Could not coerce value "ten dollars" to Decimal' }],
      });
      expect(deprecated.body).not.toHaveProperty('data');
      expect(deprecated.body.errors[0].message).toBe(
        'Variable $input of type GiftCardCreateInput! was provided invalid value for initialValue (Field is not defined on GiftCardCreateInput)',
      );
      expect(undefinedField.body.errors[0].extensions.problems).toEqual([
        { path: ['notify'], explanation: 'Field is not defined on GiftCardCreateInput' },
      ]);
      expect(await codeTaken('OLDSHAPE2026')).toBe(false);
    });

    it('refuses to select a field the GiftCard type does not have: a card’s full code cannot be read back, nor asked for at creation', async () => {
      const { giftCard } = (await createCard()).body.data.giftCardCreate;

      const read = await graphql('query Card($id: ID!) { giftCard(id: $id) { id code } }', { id: giftCard.id });
      const created = await graphql(
        'mutation Create($input: GiftCardCreateInput!) { giftCardCreate(input: $input) { giftCard { id code } userErrors { message } } }',
        { input: cardInput({ code: 'ASKEDFORCODE1' }) },
      );

      expect(read.status).toBe(200);
      expect(read.body).not.toHaveProperty('data');
      expect(read.body.errors).toEqual([
        {
          message: "Field 'code' doesn't exist on type 'GiftCard'",
          path: ['giftCard', 'code'],
          extensions: { code: 'undefinedField', typeName: 'GiftCard', fieldName: 'code' },
        },
      ]);
      expect(created.body.errors[0].path).toEqual(['giftCardCreate', 'giftCard', 'code']);
      expect(await codeTaken('ASKEDFORCODE1')).toBe(false);
    });

    it('giftCard(id:) and giftCards(query:) find a card by what a client keeps on it, showing its last characters only', async () => {
      const before = new Date(Date.now() - 1000).toISOString();
      const { giftCard, giftCardCode } = (await createCard({ note: 'Ambassador Program payout\nPayout key: k-123' })).body.data
        .giftCardCreate;

      const byId = await graphql(
        'query Card($id: ID!) { giftCard(id: $id) { id lastCharacters maskedCode note initialValue { amount } } }',
        { id: giftCard.id },
      );
      const recent = await findCards(`source:api_client created_at:>='${before}'`);
      const byCode = await findCards(giftCardCode.toUpperCase());

      expect(byId.body.data.giftCard).toEqual({
        id: giftCard.id,
        lastCharacters: giftCardCode.slice(-4),
        maskedCode: `•••• •••• •••• ${giftCardCode.slice(-4)}`,
        note: 'Ambassador Program payout\nPayout key: k-123',
        initialValue: { amount: '25.0' },
      });
      expect(recent.body.data.giftCards.nodes[0]).toEqual({
        id: giftCard.id,
        lastCharacters: giftCardCode.slice(-4),
        maskedCode: `•••• •••• •••• ${giftCardCode.slice(-4)}`,
        note: 'Ambassador Program payout\nPayout key: k-123',
      });
      expect(byCode.body.data.giftCards.nodes.map((node: { id: string }) => node.id)).toEqual([giftCard.id]);
      for (const answer of [byId, recent, byCode]) expect(JSON.stringify(answer.body)).not.toContain(giftCardCode);
      expect(
        (await graphql('query Card($id: ID!) { giftCard(id: $id) { id } }', { id: 'gid://shopify/GiftCard/999999' })).body.data,
      ).toEqual({
        giftCard: null,
      });
      expect((await findCards(`created_at:>='${new Date(Date.now() + 60_000).toISOString()}'`)).body.data.giftCards.nodes).toEqual([]);
    });

    it('giftCards: pages with cursors at what a page may cost, and ignores a field it cannot search, with a warning, as Shopify does', async () => {
      const first = await findCards('note:k-123');
      const { nodes, pageInfo } = first.body.data.giftCards;
      const second = await findCards('note:k-123', pageInfo.endCursor);

      expect(first.body.extensions.search).toEqual([
        { path: ['giftCards'], query: 'note:k-123', warnings: [{ field: 'note', message: 'Invalid search field for this query.' }] },
      ]);
      expect(nodes).toHaveLength(2);
      expect(pageInfo.hasNextPage).toBe(true);
      expect(first.body.extensions.cost).toMatchObject({ requestedQueryCost: 4, actualQueryCost: 4 });
      const secondIds = second.body.data.giftCards.nodes.map((node: { id: string }) => node.id);
      expect(secondIds.length).toBeGreaterThan(0);
      expect(secondIds).not.toContain(nodes[0].id);
      expect(secondIds).not.toContain(nodes[1].id);
      expect((await graphql('query { giftCards(query: "") { nodes { id } } }')).body.errors[0].message).toBe(
        'you must provide one of first or last',
      );
    });

    it('giftCardDeactivate: deactivates a card for good (enabled false, its time), answers GIFT_CARD_NOT_FOUND for none', async () => {
      const DEACTIVATE = `mutation Deactivate($id: ID!) {
        giftCardDeactivate(id: $id) {
          giftCard { id enabled deactivatedAt lastCharacters }
          userErrors { field message code }
        }
      }`;
      const note = `Payout key: deactivate-${Date.now()}`;
      const { giftCard } = (await createCard({ note })).body.data.giftCardCreate;

      const { status, body } = await graphql(DEACTIVATE, { id: giftCard.id });
      const again = await graphql(DEACTIVATE, { id: giftCard.id });
      const unknown = await graphql(DEACTIVATE, { id: 'gid://shopify/GiftCard/999999' });
      const withoutId = await graphql('mutation { giftCardDeactivate { userErrors { code } } }');
      const read = await graphql('query Card($id: ID!) { giftCard(id: $id) { enabled deactivatedAt } }', { id: giftCard.id });

      expect(status).toBe(200);
      expect(body.data.giftCardDeactivate).toEqual({
        giftCard: { id: giftCard.id, enabled: false, deactivatedAt: expect.any(String), lastCharacters: giftCard.lastCharacters },
        userErrors: [],
      });
      expect(body.extensions.cost).toMatchObject({ requestedQueryCost: 10 });
      expect(again.body.data.giftCardDeactivate.giftCard.deactivatedAt).toBe(body.data.giftCardDeactivate.giftCard.deactivatedAt);
      expect(unknown.body.data.giftCardDeactivate).toEqual({
        giftCard: null,
        userErrors: [{ field: ['id'], message: 'Gift card could not be found', code: 'GIFT_CARD_NOT_FOUND' }],
      });
      expect(withoutId.body.errors[0].message).toBe("Field 'giftCardDeactivate' is missing required arguments: id");
      expect(read.body.data.giftCard).toEqual({ enabled: false, deactivatedAt: body.data.giftCardDeactivate.giftCard.deactivatedAt });
      const ids = async (query: string) =>
        (
          await graphql('query Find($query: String) { giftCards(first: 250, query: $query) { nodes { id } } }', { query })
        ).body.data.giftCards.nodes.map((node: { id: string }) => node.id);
      expect(await ids('status:disabled')).toContain(giftCard.id);
      expect(await ids('status:enabled')).not.toContain(giftCard.id);
    });

    it('gift_cards_fail: answers the next giftCardCreate with a 502 and makes no card', async () => {
      await cardFaults({ gift_cards_fail: 1 });

      expect((await createCard({ code: 'FAILEDONCE01' })).status).toBe(502);
      expect(await codeTaken('FAILEDONCE01')).toBe(false);
    });

    it('gift_cards_hang: holds the next giftCardCreate past the caller’s timeout and makes no card', async () => {
      await cardFaults({ gift_cards_hang: 1, hang_seconds: 5 });

      await expect(createCardGivingUpAfter(300, { code: 'HUNGUPON0001' })).rejects.toThrow();
      expect(await codeTaken('HUNGUPON0001')).toBe(false);
    });

    it('gift_cards_late: makes the card, then answers a 502 or hangs, so the caller believes it failed', async () => {
      await cardFaults({ gift_cards_late: 1, gift_cards_late_answer: 'fail' });
      expect((await createCard({ code: 'LATEFAIL0001' })).status).toBe(502);

      await cardFaults({ gift_cards_late: 1, gift_cards_late_answer: 'hang', hang_seconds: 5 });
      await expect(createCardGivingUpAfter(300, { code: 'LATEHANG0001' })).rejects.toThrow();

      expect(await codeTaken('LATEFAIL0001')).toBe(true);
      expect(await codeTaken('LATEHANG0001')).toBe(true);
    });

    it('gift_cards_delay_ms: answers every giftCardCreate that much later, with its card', async () => {
      await cardFaults({ gift_cards_delay_ms: 300 });
      const started = Date.now();

      const { body } = await createCard({ code: 'SLOWSTORE001' });

      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(body.data.giftCardCreate).toMatchObject({ giftCardCode: 'SLOWSTORE001', userErrors: [] });
      await cardFaults({ gift_cards_delay_ms: 0 });
    });

    it('giftCardCreate: answers THROTTLED from the cost bucket, as the other mutations do, and makes no card', async () => {
      await cardFaults({ throttle: 1 });

      const { body } = await createCard({ code: 'THROTTLED001' });

      expect(body.errors[0].extensions.code).toBe('THROTTLED');
      expect(body.extensions.cost).toMatchObject({ requestedQueryCost: 10, actualQueryCost: 0 });
      expect(await codeTaken('THROTTLED001')).toBe(false);
    });
  });

  it('keeps its codes across a restart', async () => {
    await store.stop();
    // A fresh port: the test's HTTP client would otherwise reuse a socket of the stopped server.
    port = await findFreePortBlock(1);
    store = await startStoreServer({ port, stateFile, adminToken: token });

    expect((await find('JANEHHS')).body.data.codeDiscountNodeByCode).not.toBeNull();
  });

  it('answers THROTTLED once the cost bucket is empty', async () => {
    // Three times what the bucket holds, sent at once: one after another on a busy machine, the bucket
    // refills (50 a second) about as fast as 110 mutations drain it.
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => create(`BUCKET${i}`)));

    const throttled = answers.filter((answer) => answer.body.errors?.[0]?.extensions?.code === 'THROTTLED');
    expect(throttled.length).toBeGreaterThan(0);
    expect(throttled[0]!.body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(10);
  });

  describe('with the functions’ Admin API client', () => {
    let client: typeof import('@app/functions/code-sync/seeding');
    let secrets: Awaited<ReturnType<typeof startSecretsManager>>;

    // The client reads the store's token from Secrets Manager, as in AWS: here the local one.
    beforeAll(async () => {
      secrets = await startSecretsManager({ port: await findFreePortBlock(1) });
      const secretId = secrets.put('store-under-test', JSON.stringify({ webhookSecret: 'unused', adminToken: token }));
      Object.assign(process.env, {
        AWS_REGION: LOCAL_REGION,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
        AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
        SHOPIFY_ADMIN_API_URL: store.endpoint,
        STORE_CREDENTIALS_SECRET_ID: secretId,
      });
      client = await import('@app/functions/code-sync/seeding');
    });
    afterAll(() => secrets.stop());
    const fault = (faults: { throttle?: number; fail?: number }) =>
      fetch(`${store.endpoint}/_local/faults`, { method: 'POST', body: JSON.stringify(faults) });

    it('creates a code with the mutation it sends today, which the pinned version accepts', async () => {
      expect(await client.createStoreCode('CURRENT', 15)).toEqual({ status: 'created', id: expect.any(String) });

      expect(await client.findStoreCode('CURRENT')).toMatchObject({ title: 'Ambassador code CURRENT', status: 'ACTIVE' });
    });

    it('retries THROTTLED answers and 5xx with backoff until the store accepts', async () => {
      await fault({ throttle: 2, fail: 1 });

      expect(await client.createStoreCode('RETRYME')).toEqual({ status: 'created', id: expect.any(String) });
    });

    it('gives up after repeated failures with the reason', async () => {
      await fault({ fail: 10 });

      await expect(client.createStoreCode('NEVER')).rejects.toThrow('The store answered HTTP 502.');
      await fault({ fail: 0 });
    });

    it('recognises its own code from an earlier attempt, and reports another discount’s code as taken', async () => {
      await client.createStoreCode('MINE');
      await create('THEIRS', 0.2, 'Summer sale');

      expect((await client.createStoreCode('MINE')).status).toBe('exists');
      expect(await client.createStoreCode('THEIRS')).toEqual({
        status: 'taken',
        message: 'The code THEIRS already exists in the store and belongs to another discount.',
      });
    });

    it('removes a code (deactivate, then delete)', async () => {
      await client.createStoreCode('GONE');

      expect(await client.removeStoreCode('GONE')).toBe('removed');
      expect(await client.findStoreCode('GONE')).toBeNull();
      expect(await client.removeStoreCode('GONE')).toBe('absent');
    });
  });
});

describe("the stand-in's storefront", () => {
  let store: Awaited<ReturnType<typeof startStoreServer>>;
  let site: http.Server;
  let siteAnswer = 200;
  const deliveries: Array<{ topic: string | undefined; signed: boolean; order: ShopifyOrderPayload }> = [];

  beforeAll(async () => {
    // The programme's site as the storefront reaches it: its webhook route, checking the store's signature.
    site = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (req.url === '/api/webhooks/shopify') {
          const signed = req.headers['x-shopify-hmac-sha256'] === storeSignature(body, localStore.webhookSecret);
          deliveries.push({
            topic: req.headers['x-shopify-topic'] as string | undefined,
            signed,
            order: JSON.parse(body) as ShopifyOrderPayload,
          });
        }
        res.writeHead(siteAnswer).end();
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-')), 'codes.json');
    const now = new Date().toISOString();
    const code = (name: string, status: 'ACTIVE' | 'EXPIRED') => ({
      id: `gid://shopify/DiscountCodeNode/${name.length}`,
      code: name,
      title: `Ambassador code ${name}`,
      percentage: 0.1,
      appliesOncePerCustomer: false,
      status,
      createdAt: now,
    });
    fs.writeFileSync(
      stateFile,
      JSON.stringify({ nextId: 10, codes: { JANEHHS: code('JANEHHS', 'ACTIVE'), OLDCODE: code('OLDCODE', 'EXPIRED') } }),
    );
    const { port } = site.address() as AddressInfo;
    store = await startStoreServer({ port: await findFreePortBlock(1), stateFile, adminToken: token, siteUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await store.stop();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  const open = async (query = '') => {
    const response = await fetch(`${store.endpoint}/${query}`);
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };
  const checkout = async (fields: Record<string, string>) => {
    const response = await fetch(`${store.endpoint}${STOREFRONT_CHECKOUT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, html: await response.text() };
  };

  it('shows the tee at its price with the code the shop link applied, marked as the local stand-in', async () => {
    const page = await open('?discount=janehhs');

    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.html).toContain('Discount code <strong class="code">JANEHHS</strong> applied: 10% off.');
    expect(page.html).toContain('$22.50<span class="was">$25.00</span>');
    expect(page.html).toContain('Local store stand-in');
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL'])
      expect(page.html).toContain(`<option${size === 'M' ? ' selected' : ''}>${size}</option>`);
    expect((await open('?discount=OLDCODE')).html).toContain('has expired, so the store does not apply it');
    expect((await open('?discount=%3Cscript%3E')).html).toContain(
      '<strong class="code">&lt;SCRIPT&gt;</strong> is not active in the store',
    );
    expect((await open()).html).toContain('No discount code applied.');
  });

  it('places a test order: recorded in the order book and sent as a signed orders/paid webhook with the code and the size', async () => {
    deliveries.length = 0;
    const placed = await checkout({ code: 'JANEHHS', size: 'L', quantity: '2', email: 'buyer@example.com' });

    expect(placed.status).toBe(200);
    expect(placed.html).toContain('Test order placed');
    expect(deliveries).toHaveLength(1);
    const [{ topic, signed, order }] = deliveries as [(typeof deliveries)[number]];
    expect({ topic, signed }).toEqual({ topic: 'orders/paid', signed: true });
    expect(order.discount_codes).toEqual([expect.objectContaining({ code: 'JANEHHS' })]);
    expect(order.email).toBe('buyer@example.com');
    expect(order.line_items[0]).toMatchObject({
      quantity: 2,
      variant_title: 'L',
      name: 'Climate Tee - L',
      sku: 'TEE-ORGANIC-L',
      price: '25.00',
    });
    expect(placed.html).toContain(`Order ${order.name}: 2 × Climate Tee - L with code`);
    const listed = await fetch(`${store.endpoint}/admin/api/${version}/orders.json?status=any`, {
      headers: { 'x-shopify-access-token': token },
    });
    expect(((await listed.json()) as { orders: Array<{ id: number }> }).orders.map((listedOrder) => listedOrder.id)).toContain(order.id);
  });

  it('sends a code the store does not hold active without it, at full price, as a store would', async () => {
    deliveries.length = 0;
    expect((await checkout({ code: 'OLDCODE', size: 'M', quantity: '1' })).status).toBe(200);

    expect(deliveries[0]!.order.discount_codes).toEqual([]);
    expect(deliveries[0]!.order.total_discounts).toBe('0.00');
  });

  it('refuses a checkout the form could not have sent, and says when the programme did not take the order', async () => {
    deliveries.length = 0;
    const refusals: Array<Record<string, string>> = [
      { size: 'HUGE', quantity: '1' },
      { size: 'M', quantity: '0' },
      { size: 'M', quantity: '11' },
      { size: 'M', quantity: '1', email: 'nope' },
    ];
    for (const fields of refusals) {
      const refused = await checkout(fields);
      expect(refused.status).toBe(400);
      expect(refused.html).toContain('Test order refused');
    }
    expect(deliveries).toEqual([]);

    siteAnswer = 401;
    const undelivered = await checkout({ size: 'M', quantity: '1' });
    siteAnswer = 200;
    expect(undelivered.status).toBe(502);
    expect(undelivered.html).toContain('The programme answered 401 to its webhook.');
  });
});
