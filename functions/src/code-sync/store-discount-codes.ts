import { CUSTOMER_DISCOUNT_PERCENT, STORE_API_VERSION } from '@app/shared/platform';
import { storeGraphql, lastApiVersion } from '#lib/store-admin-api';

/**
 * The discount codes we keep in the store: one basic code per ambassador, 10% off unless an admin chose another discount.
 * Every operation and field below is checked against the Admin API reference of STORE_API_VERSION; moving the
 * version on means checking them again (the store stand-in refuses input fields that version does not document).
 */

interface UserError {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

const CREATE = `mutation CreateAmbassadorCode($basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
    codeDiscountNode { id }
    userErrors { field message code }
  }
}`;

const FIND = `query FindCode($code: String!) {
  codeDiscountNodeByCode(code: $code) {
    id
    codeDiscount { __typename ... on DiscountCodeBasic { title status } }
  }
}`;

const DEACTIVATE = `mutation DeactivateCode($id: ID!) {
  discountCodeDeactivate(id: $id) {
    codeDiscountNode { id }
    userErrors { field message code }
  }
}`;

const DELETE = `mutation DeleteCode($id: ID!) {
  discountCodeDelete(id: $id) {
    deletedCodeDiscountId
    userErrors { field message code }
  }
}`;

const SHOP = `query Shop { shop { name } }`;

/** The title we give our codes in the store: how a retry recognises a code an earlier attempt created. */
export function storeCodeTitle(code: string): string {
  return `Ambassador code ${code}`;
}

export type CreateOutcome = { status: 'created'; id: string } | { status: 'exists'; id: string } | { status: 'taken'; message: string };

/** Finds a code in the store. */
export async function findStoreCode(code: string): Promise<{ id: string; title: string | null; status: string | null } | null> {
  const data = await storeGraphql<{ codeDiscountNodeByCode: { id: string; codeDiscount?: { title?: string; status?: string } } | null }>(
    FIND,
    { code },
    1,
  );
  const node = data.codeDiscountNodeByCode;
  return node ? { id: node.id, title: node.codeDiscount?.title ?? null, status: node.codeDiscount?.status ?? null } : null;
}

/**
 * Creates the code as a discount on everything (10% unless an admin chose another), usable more than once per customer. A code the
 * store already has is ours when it carries our title (an earlier attempt whose answer was lost), and
 * taken otherwise.
 */
export async function createStoreCode(code: string, discountPercent = CUSTOMER_DISCOUNT_PERCENT): Promise<CreateOutcome> {
  const data = await storeGraphql<{ discountCodeBasicCreate: { codeDiscountNode: { id: string } | null; userErrors: UserError[] } }>(
    CREATE,
    {
      basicCodeDiscount: {
        title: storeCodeTitle(code),
        code,
        startsAt: new Date().toISOString(),
        // `context` replaced the deprecated `customerSelection` in 2025-10.
        context: { all: 'ALL' },
        customerGets: { value: { percentage: discountPercent / 100 }, items: { all: true } },
        appliesOncePerCustomer: false,
      },
    },
  );
  const { codeDiscountNode, userErrors } = data.discountCodeBasicCreate;
  if (codeDiscountNode && userErrors.length === 0) return { status: 'created', id: codeDiscountNode.id };
  const taken = userErrors.find((error) => error.code === 'TAKEN' || /unique|taken/i.test(error.message));
  if (taken) {
    const existing = await findStoreCode(code);
    if (existing && existing.title === storeCodeTitle(code)) return { status: 'exists', id: existing.id };
    return { status: 'taken', message: `The code ${code} already exists in the store and belongs to another discount.` };
  }
  throw new Error(`The store refused the code: ${userErrors.map((error) => error.message).join('; ')}`);
}

/** Removes an ambassador's code from the store (deleted ambassador): deactivated, then deleted. */
export async function removeStoreCode(code: string): Promise<'removed' | 'absent'> {
  const existing = await findStoreCode(code);
  if (!existing) return 'absent';
  await storeGraphql(DEACTIVATE, { id: existing.id });
  const data = await storeGraphql<{ discountCodeDelete: { userErrors: UserError[] } }>(DELETE, { id: existing.id });
  if (data.discountCodeDelete.userErrors.length)
    throw new Error(data.discountCodeDelete.userErrors.map((error) => error.message).join('; '));
  return 'removed';
}

/** The connection check of the sync screen: the shop's name and the API version in use. */
export async function storeHealth(): Promise<{ shop: { name: string }; version: string }> {
  const data = await storeGraphql<{ shop: { name: string } }>(SHOP, {}, 1);
  return { shop: { name: data.shop.name }, version: lastApiVersion ?? STORE_API_VERSION };
}
