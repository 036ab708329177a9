import { orders } from '@app/shared/contracts';
import { route } from '#lib/http';
import { adminOrderDetail, adminOrdersPage, createAmbassadorCode } from './admin-orders';
import { creditOrder, undoOrderCredit } from './manual-credit';
import { decideOrderFlag, orderFlagsPage } from './order-flags';
import { recountOrdersPage } from './recount-orders';

/** The admin's Codes & Orders screen (spec part 2, section 2): admins only. */
export const adminOrderRoutes = [
  route(orders.listAdminOrders, ['table:read'], ({ input }) => adminOrdersPage(input.query)),
  route(orders.getAdminOrder, ['table:read'], ({ input }) => adminOrderDetail(input.params.orderId)),
  route(orders.createCode, ['table:read', 'table:write', 'events:put', 'store:storefront'], ({ input }) =>
    createAmbassadorCode(input.body),
  ),
  route(orders.recountOrders, ['table:read', 'table:write'], ({ input }) => recountOrdersPage(input.body.cursor)),
  // The order's transaction may earn badges, which are announced for their e-mail.
  route(orders.creditOrder, ['table:read', 'table:write', 'events:put'], ({ input, caller }) =>
    creditOrder(input.params.orderId, input.body, caller),
  ),
  route(orders.undoOrderCredit, ['table:read', 'table:write', 'events:put'], ({ input, caller }) =>
    undoOrderCredit(input.params.orderId, caller),
  ),
  route(orders.listOrderFlags, ['table:read'], ({ input }) => orderFlagsPage(input.query)),
  route(orders.decideOrderFlag, ['table:read', 'table:write', 'events:put'], ({ input, caller }) =>
    decideOrderFlag(input.params.orderId, input.body, caller),
  ),
];
