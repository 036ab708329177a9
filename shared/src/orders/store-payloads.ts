/**
 * Shopify's webhook payloads as the store sends them (REST shapes of the pinned Admin API version), with
 * every top-level field of a current order, order edit and refund: money as decimal strings beside their
 * shop and presentment money sets, discount allocations across lines, shipping, tax and tip, gift cards,
 * draft and POS orders with no e-mail and no customer. Built for the store stand-in (`npm run
 * store:order`), the demo seed, the bench and the tests, so that nothing downstream is tried on a
 * payload thinner than a real one. Amounts are given in dollars of the shop's currency.
 */

export interface PayloadLine {
  title?: string;
  /** The variant bought, a tee's size ('M' unless told). */
  variant?: string;
  quantity: number;
  /** Unit price before discounts (including tax where the shop's prices include it). */
  price: number;
  sku?: string | null;
  product_id?: number | null;
  gift_card?: boolean;
  requires_shipping?: boolean;
}

export interface OrderPayloadOptions {
  id: number;
  /** The ambassador's discount code, if the buyer typed one. */
  code?: string;
  /** The code's percentage off every discountable line (gift cards never are): Shopify's basic code. */
  discountPercent?: number;
  lines: PayloadLine[];
  shipping?: number;
  /** Tax rate on the discounted lines (0.08 for 8%); shipping and gift cards untaxed. */
  taxRate?: number;
  /** Prices include tax, as in much of the world: the tax is inside each line's price. */
  taxesIncluded?: boolean;
  tip?: number;
  /** The buyer's e-mail; '' for a draft or point-of-sale order without one. */
  email?: string;
  /** False for an order with no customer record (draft and POS orders). */
  withCustomer?: boolean;
  /** The buyer's currency and how many of it one unit of the shop's currency buys. */
  presentment?: { currency: string; rate: number };
  shopCurrency?: string;
  financialStatus?: 'paid' | 'pending' | 'refunded' | 'partially_refunded';
  at?: Date;
}

const SHOP_DOMAIN = 'local-store.myshopify.com';

const cents = (dollars: number) => Math.round(dollars * 100);

const decimal = (amountCents: number) => (amountCents / 100).toFixed(2);

/** Spreads `total` over `weights` in whole cents, as Shopify's allocations do (the remainder to the largest). */
function allocate(totalCents: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((totalCents * weight) / sum));
  const largest = weights.indexOf(Math.max(...weights));
  shares[largest]! += totalCents - shares.reduce((a, b) => a + b, 0);
  return shares;
}

function moneyBagOf(shopCurrency: string, presentment: { currency: string; rate: number }) {
  return (amountCents: number) => ({
    shop_money: { amount: decimal(amountCents), currency_code: shopCurrency },
    presentment_money: { amount: decimal(Math.round(amountCents * presentment.rate)), currency_code: presentment.currency },
  });
}

const address = (first: string, last: string) => ({
  first_name: first,
  last_name: last,
  name: `${first} ${last}`,
  address1: '12 Harbour Road',
  address2: null,
  city: 'Portland',
  province: 'Oregon',
  province_code: 'OR',
  country: 'United States',
  country_code: 'US',
  zip: '97201',
  phone: null,
  company: null,
  latitude: 45.5152,
  longitude: -122.6784,
});

/** A refund as an order lists it (the whole refund payload; only these fields are typed here). */
export interface RefundOnOrder {
  id: number;
  refund_line_items: Array<{ line_item_id: number; quantity: number }>;
}

export type ShopifyOrderPayload = ReturnType<typeof shopifyOrderPayload>;

/** A whole order as Shopify's order webhooks (orders/create, paid, updated, cancelled) carry it. */
export function shopifyOrderPayload(options: OrderPayloadOptions) {
  const shopCurrency = options.shopCurrency ?? 'USD';
  const presentment = options.presentment ?? { currency: shopCurrency, rate: 1 };
  const bag = moneyBagOf(shopCurrency, presentment);
  const at = (options.at ?? new Date()).toISOString();
  const percent = options.code ? (options.discountPercent ?? 10) : 0;
  const taxRate = options.taxRate ?? 0;
  const lineIdBase = (options.id % 1_000_000_000_000) * 10;

  const lines = options.lines.map((line, index) => {
    const giftCard = line.gift_card ?? false;
    const priceCents = cents(line.price);
    const discount = giftCard ? 0 : Math.round((priceCents * line.quantity * percent) / 100);
    const discounted = priceCents * line.quantity - discount;
    // Inside the price where prices include tax; on top of it otherwise.
    const tax = giftCard
      ? 0
      : options.taxesIncluded
        ? Math.round(discounted - discounted / (1 + taxRate))
        : Math.round(discounted * taxRate);
    return { line, index, giftCard, priceCents, discount, discounted, tax };
  });
  const lineItemsCents = lines.reduce((sum, l) => sum + l.priceCents * l.line.quantity, 0);
  const discountsCents = lines.reduce((sum, l) => sum + l.discount, 0);
  const taxCents = lines.reduce((sum, l) => sum + l.tax, 0);
  const shippingCents = cents(options.shipping ?? 0);
  const tipCents = cents(options.tip ?? 0);
  const subtotalCents = lineItemsCents - discountsCents;
  const totalCents = subtotalCents + shippingCents + tipCents + (options.taxesIncluded ? 0 : taxCents);
  // Each order its own buyer unless told: one buyer's many orders with one code in a day are flagged (order-flag.ts).
  const email = options.email ?? `customer-${options.id}@example.test`;
  const customer =
    options.withCustomer === false
      ? null
      : {
          id: 7_000_000 + (options.id % 1_000_000),
          email: email || null,
          created_at: at,
          updated_at: at,
          first_name: 'Casey',
          last_name: 'Buyer',
          state: 'disabled',
          note: null,
          verified_email: true,
          multipass_identifier: null,
          tax_exempt: false,
          phone: null,
          currency: shopCurrency,
          tax_exemptions: [],
          admin_graphql_api_id: `gid://shopify/Customer/${7_000_000 + (options.id % 1_000_000)}`,
          default_address: { id: 1, customer_id: 7_000_000 + (options.id % 1_000_000), default: true, ...address('Casey', 'Buyer') },
        };
  const taxLine = (amountCents: number) =>
    taxRate > 0 && amountCents > 0
      ? [{ price: decimal(amountCents), rate: taxRate, title: 'State Tax', price_set: bag(amountCents), channel_liable: false }]
      : [];
  const discountApplications = options.code
    ? [
        {
          target_type: 'line_item',
          type: 'discount_code',
          value: percent.toFixed(1),
          value_type: 'percentage',
          allocation_method: 'across',
          target_selection: 'all',
          code: options.code,
        },
      ]
    : [];

  return {
    id: options.id,
    admin_graphql_api_id: `gid://shopify/Order/${options.id}`,
    app_id: 580111,
    browser_ip: '203.0.113.7',
    buyer_accepts_marketing: false,
    cancel_reason: null,
    cancelled_at: null as string | null,
    cart_token: null,
    checkout_id: options.id + 1,
    checkout_token: `checkout-${options.id}`,
    client_details: {
      accept_language: 'en-US',
      browser_height: null,
      browser_ip: '203.0.113.7',
      browser_width: null,
      session_hash: null,
      user_agent: 'Mozilla/5.0',
    },
    closed_at: null,
    company: null,
    confirmation_number: `C${String(options.id).slice(-8)}`,
    confirmed: true,
    contact_email: email || null,
    created_at: at,
    currency: shopCurrency,
    current_shipping_price_set: bag(shippingCents),
    current_subtotal_price: decimal(subtotalCents),
    current_subtotal_price_set: bag(subtotalCents),
    current_total_additional_fees_set: null,
    current_total_discounts: decimal(discountsCents),
    current_total_discounts_set: bag(discountsCents),
    current_total_duties_set: null,
    current_total_price: decimal(totalCents),
    current_total_price_set: bag(totalCents),
    current_total_tax: decimal(taxCents),
    current_total_tax_set: bag(taxCents),
    customer_locale: 'en-US',
    device_id: null,
    discount_codes: options.code ? [{ code: options.code, amount: decimal(discountsCents), type: 'percentage' }] : [],
    duties_included: false,
    email,
    estimated_taxes: false,
    financial_status: options.financialStatus ?? 'paid',
    fulfillment_status: null,
    landing_site: options.code ? `/discount/${options.code}` : '/',
    landing_site_ref: null,
    location_id: null,
    merchant_business_entity_id: 'MTEwMDAwMDAw',
    merchant_of_record_app_id: null,
    name: `#${1000 + (options.id % 100000)}`,
    note: null,
    note_attributes: [],
    number: options.id % 100000,
    order_number: 1000 + (options.id % 100000),
    order_status_url: `https://${SHOP_DOMAIN}/orders/${options.id}/authenticate?key=local`,
    original_total_additional_fees_set: null,
    original_total_duties_set: null,
    payment_gateway_names: ['shopify_payments'],
    phone: null,
    po_number: null,
    presentment_currency: presentment.currency,
    processed_at: at,
    reference: null,
    referring_site: null,
    source_identifier: null,
    source_name: options.withCustomer === false ? 'pos' : 'web',
    source_url: null,
    subtotal_price: decimal(subtotalCents),
    subtotal_price_set: bag(subtotalCents),
    tags: '',
    tax_exempt: false,
    tax_lines: taxLine(taxCents),
    taxes_included: options.taxesIncluded ?? false,
    test: false,
    token: `token-${options.id}`,
    total_cash_rounding_payment_adjustment_set: bag(0),
    total_cash_rounding_refund_adjustment_set: bag(0),
    total_discounts: decimal(discountsCents),
    total_discounts_set: bag(discountsCents),
    total_line_items_price: decimal(lineItemsCents),
    total_line_items_price_set: bag(lineItemsCents),
    total_outstanding: '0.00',
    total_price: decimal(totalCents),
    total_price_set: bag(totalCents),
    total_shipping_price_set: bag(shippingCents),
    total_tax: decimal(taxCents),
    total_tax_set: bag(taxCents),
    total_tip_received: decimal(tipCents),
    total_weight: lines.reduce((sum, l) => sum + (l.giftCard ? 0 : 180 * l.line.quantity), 0),
    updated_at: at,
    user_id: null,
    billing_address: customer ? address('Casey', 'Buyer') : null,
    customer,
    discount_applications: discountApplications,
    fulfillments: [],
    line_items: lines.map(({ line, index, giftCard, priceCents, discount, tax }) => ({
      id: lineIdBase + index,
      admin_graphql_api_id: `gid://shopify/LineItem/${lineIdBase + index}`,
      attributed_staffs: [],
      current_quantity: line.quantity,
      fulfillable_quantity: line.quantity,
      fulfillment_service: giftCard ? 'gift_card' : 'manual',
      fulfillment_status: null,
      gift_card: giftCard,
      grams: giftCard ? 0 : 180,
      name: line.title ?? (giftCard ? 'Gift Card - $20' : `Climate Tee - ${line.variant ?? 'M'}`),
      price: decimal(priceCents),
      price_set: bag(priceCents),
      product_exists: true,
      product_id: line.product_id === undefined ? 8_100_000_000 + index : line.product_id,
      properties: [],
      quantity: line.quantity,
      requires_shipping: line.requires_shipping ?? !giftCard,
      sales_line_item_group_id: null,
      sku: line.sku === undefined ? (giftCard ? null : `TEE-ORGANIC-${line.variant ?? 'M'}`) : line.sku,
      taxable: !giftCard,
      title: line.title ?? (giftCard ? 'Gift Card' : 'Climate Tee'),
      total_discount: '0.00',
      total_discount_set: bag(0),
      variant_id: 4_200_000_000 + index,
      variant_inventory_management: giftCard ? null : 'shopify',
      variant_title: giftCard ? '$20' : (line.variant ?? 'M'),
      vendor: 'Climate Apparel',
      tax_lines: taxLine(tax),
      duties: [],
      discount_allocations: discount > 0 ? [{ amount: decimal(discount), amount_set: bag(discount), discount_application_index: 0 }] : [],
    })),
    payment_terms: null,
    refunds: [] as RefundOnOrder[],
    shipping_address: customer ? address('Casey', 'Buyer') : null,
    shipping_lines: shippingCents
      ? [
          {
            id: options.id * 3,
            carrier_identifier: null,
            code: 'Standard',
            discounted_price: decimal(shippingCents),
            discounted_price_set: bag(shippingCents),
            is_removed: false,
            phone: null,
            price: decimal(shippingCents),
            price_set: bag(shippingCents),
            requested_fulfillment_service_id: null,
            source: 'shopify',
            title: 'Standard',
            tax_lines: [],
            discount_allocations: [],
          },
        ]
      : [],
    returns: [],
  };
}

/**
 * An order-level amount off (an automatic discount, say) spread across the discountable lines, as
 * Shopify allocates it: each line's allocation grows and the order's totals follow.
 */
export function withAmountOffAcrossLines(order: ShopifyOrderPayload, amount: number): ShopifyOrderPayload {
  const discountable = order.line_items.map((line) => (line.gift_card ? 0 : Math.round(Number(line.price) * 100) * line.quantity));
  const shares = allocate(cents(amount), discountable);
  const currency = order.currency;
  const rate =
    Number(order.total_price_set.presentment_money.amount) / Math.max(Number(order.total_price_set.shop_money.amount), 0.01) || 1;
  const bag = moneyBagOf(currency, { currency: order.presentment_currency, rate });
  const total = Math.round(Number(order.total_price) * 100) - cents(amount);
  const discounts = Math.round(Number(order.total_discounts) * 100) + cents(amount);
  return {
    ...order,
    discount_applications: [
      ...order.discount_applications,
      {
        target_type: 'line_item',
        type: 'automatic',
        value: amount.toFixed(1),
        value_type: 'fixed_amount',
        allocation_method: 'across',
        target_selection: 'all',
        code: '',
      },
    ],
    line_items: order.line_items.map((line, index) =>
      shares[index]
        ? {
            ...line,
            discount_allocations: [
              ...line.discount_allocations,
              {
                amount: decimal(shares[index]),
                amount_set: bag(shares[index]),
                discount_application_index: order.discount_applications.length,
              },
            ],
          }
        : line,
    ),
    total_price: decimal(total),
    total_price_set: bag(total),
    current_total_price: decimal(total),
    current_total_price_set: bag(total),
    total_discounts: decimal(discounts),
    total_discounts_set: bag(discounts),
  };
}

export type ShopifyRefundPayload = ReturnType<typeof shopifyRefundPayload>;

/**
 * A refund (refunds/create) of some units of an order's lines, with their share of the line's
 * discounts and tax, and optionally its shipping; the transaction returns all of it to the buyer.
 */
export function shopifyRefundPayload(
  order: ShopifyOrderPayload,
  options: { id: number; lines: Array<{ index: number; quantity: number }>; shipping?: boolean; at?: Date },
) {
  const at = (options.at ?? new Date()).toISOString();
  const rate =
    Number(order.total_price_set.presentment_money.amount) / Math.max(Number(order.total_price_set.shop_money.amount), 0.01) || 1;
  const bag = moneyBagOf(order.currency, { currency: order.presentment_currency, rate });
  const refundLines = options.lines.map(({ index, quantity }, position) => {
    const line = order.line_items[index]!;
    const lineCents = Math.round(Number(line.price) * 100) * line.quantity;
    const discounts = line.discount_allocations.reduce((sum, d) => sum + Math.round(Number(d.amount) * 100), 0);
    const taxCents = line.tax_lines.reduce((sum, t) => sum + Math.round(Number(t.price) * 100), 0);
    const subtotal = Math.round(((lineCents - discounts) * quantity) / line.quantity);
    const tax = Math.round((taxCents * quantity) / line.quantity);
    return {
      id: options.id * 10 + position,
      line_item_id: line.id,
      location_id: 6_500_000,
      quantity,
      restock_type: 'return',
      subtotal: decimal(subtotal),
      subtotal_set: bag(subtotal),
      total_tax: decimal(tax),
      total_tax_set: bag(tax),
      line_item: line,
    };
  });
  const shipping = options.shipping ? (order.shipping_lines[0] ?? null) : null;
  const shippingCents = shipping ? Math.round(Number(shipping.price) * 100) : 0;
  const linesCents = refundLines.reduce(
    (sum, line) => sum + Math.round(Number(line.subtotal) * 100) + (order.taxes_included ? 0 : Math.round(Number(line.total_tax) * 100)),
    0,
  );
  const amount = linesCents + shippingCents;
  return {
    id: options.id,
    admin_graphql_api_id: `gid://shopify/Refund/${options.id}`,
    created_at: at,
    note: 'Returned',
    order_id: order.id,
    processed_at: at,
    restock: true,
    total_duties_set: bag(0),
    user_id: 9_100_000,
    order_adjustments: [],
    transactions: amount
      ? [
          {
            id: options.id * 7,
            admin_graphql_api_id: `gid://shopify/OrderTransaction/${options.id * 7}`,
            amount: decimal(amount),
            authorization: null,
            created_at: at,
            currency: order.currency,
            device_id: null,
            error_code: null,
            gateway: 'shopify_payments',
            kind: 'refund',
            location_id: null,
            message: 'Transaction approved',
            order_id: order.id,
            parent_id: order.id * 7,
            payment_id: `r${options.id}`,
            processed_at: at,
            receipt: {},
            source_name: 'web',
            status: 'success',
            test: false,
            user_id: null,
          },
        ]
      : [],
    refund_line_items: refundLines,
    refund_shipping_lines: shipping
      ? [
          {
            id: options.id * 5,
            shipping_line_id: shipping.id,
            subtotal_amount_set: bag(shippingCents),
            shipping_line: shipping,
          },
        ]
      : [],
    duties: [],
    return: null,
  };
}

/** The order with a refund applied, as later order webhooks carry it: the refund listed, lines' current quantities lowered. */
export function withRefund(order: ShopifyOrderPayload, refund: ShopifyRefundPayload, at = new Date()): ShopifyOrderPayload {
  return {
    ...order,
    updated_at: at.toISOString(),
    financial_status: 'partially_refunded',
    refunds: [...order.refunds, refund],
    line_items: order.line_items.map((line) => {
      const refunded = refund.refund_line_items.filter((r) => r.line_item_id === line.id).reduce((sum, r) => sum + r.quantity, 0);
      return refunded
        ? { ...line, current_quantity: line.current_quantity - refunded, fulfillable_quantity: line.fulfillable_quantity - refunded }
        : line;
    }),
  };
}

/**
 * An order edit (orders/edited) that removes units of some lines and, optionally, adds a new line,
 * with the order as Shopify sends it afterwards (orders/updated): removed units lower `current_quantity`,
 * the added line is a new line item.
 */
export function shopifyOrderEdit(
  order: ShopifyOrderPayload,
  options: { id: number; removals?: Array<{ index: number; quantity: number }>; addition?: PayloadLine; at?: Date },
) {
  const at = (options.at ?? new Date()).toISOString();
  const removals = (options.removals ?? []).map(({ index, quantity }) => ({ id: order.line_items[index]!.id, delta: quantity }));
  let updated: ShopifyOrderPayload = {
    ...order,
    updated_at: at,
    line_items: order.line_items.map((line) => {
      const removed = removals.find((r) => r.id === line.id)?.delta ?? 0;
      return removed
        ? { ...line, current_quantity: line.current_quantity - removed, fulfillable_quantity: line.fulfillable_quantity - removed }
        : line;
    }),
  };
  const additions: Array<{ id: number; delta: number }> = [];
  if (options.addition) {
    const added = shopifyOrderPayload({ id: order.id, lines: [options.addition], shopCurrency: order.currency }).line_items[0]!;
    const line = {
      ...added,
      id: order.line_items[order.line_items.length - 1]!.id + 1 + (options.id % 1000),
      admin_graphql_api_id: `gid://shopify/LineItem/edit-${options.id}`,
    };
    additions.push({ id: line.id, delta: line.quantity });
    updated = { ...updated, line_items: [...updated.line_items, line] };
  }
  const edit = {
    order_edit: {
      id: options.id,
      app_id: null,
      created_at: at,
      committed_at: at,
      notify_customer: false,
      order_id: order.id,
      staff_note: '',
      user_id: 9_100_000,
      line_items: { additions, removals },
      discounts: { line_item: { additions: [], removals: [] } },
      shipping_lines: { additions: [], removals: [] },
    },
  };
  return { edit, updated };
}
