import { adminOrdersPageSchema, adminOrdersQuerySchema, createCodeSchema, createdCodeSchema } from '../admin-orders';
import { defineRoute } from './contract';

const adminOnly = ['admin'] as const;

/** The Codes & Orders screen: one page of every order, newest first, with the three stat cards. */
export const listAdminOrders = defineRoute({
  method: 'GET',
  path: '/api/admin/orders',
  access: adminOnly,
  query: adminOrdersQuerySchema,
  response: adminOrdersPageSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});

/** Create Code: gives an ambassador without a code the one the admin chose; its store sync is queued. */
export const createCode = defineRoute({
  method: 'POST',
  path: '/api/admin/codes',
  access: adminOnly,
  body: createCodeSchema,
  response: createdCodeSchema,
  status: 201,
  errors: {
    notFound: 'Ambassador not found',
    codeTaken: 'That code is already in use.',
    hasCode: 'This ambassador already has a code.',
  },
});
