import { CODE_MAX_LENGTH, type ShopifyOrderPayload } from '@app/shared/orders';
import { escapeHtml, formatDollars } from '@app/shared/platform';
import * as z from 'zod';
import { STORE_DEFAULTS, storeOrderPayload } from './store-order';

/**
 * The stand-in's storefront (issue 45): where a member's shop link and tracked link land in `npm start`, in
 * place of the brand's Shopify store. One product page that shows the discount code the link applied, the tee
 * at its price with sizes, and a "Place test order" button that records the order and sends its signed
 * orders/paid webhook, as `npm run store:order` does, so a newcomer goes from a campaign page to a sale on the
 * leaderboard in the browser alone. Local only: nothing here is deployed.
 */

/** Where the product page's form posts. */
export const STOREFRONT_CHECKOUT_PATH = '/_local/storefront/checkout';

export const STOREFRONT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

const MAX_TEST_QUANTITY = 10;

/** A discount code as the storefront shows it: the stand-in holds it (active or expired), or it does not. */
export type StorefrontCode = { code: string; percentOff: number; status: 'ACTIVE' | 'EXPIRED' } | { code: string; status: 'UNKNOWN' };

export const checkoutSchema = z.object({
  code: z.string().trim().max(CODE_MAX_LENGTH).default(''),
  size: z.enum(STOREFRONT_SIZES),
  quantity: z.coerce.number().int().min(1).max(MAX_TEST_QUANTITY),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
});

export type Checkout = z.infer<typeof checkoutSchema>;

/** The code's percentage off, when the code is active in the store; 0 otherwise. */
function discountPercentOf(code: StorefrontCode | undefined): number {
  return code?.status === 'ACTIVE' ? code.percentOff : 0;
}

function codeNotice(code: StorefrontCode | undefined): string {
  if (!code) return '<p>No discount code applied. A member’s shop link applies theirs.</p>';
  const name = `<strong class="code">${escapeHtml(code.code)}</strong>`;
  if (code.status === 'ACTIVE') return `<p class="applied">Discount code ${name} applied: ${code.percentOff}% off.</p>`;
  const why = code.status === 'EXPIRED' ? 'has expired' : 'is not active in the store (yet)';
  return `<p class="warning">Discount code ${name} ${why}, so the store does not apply it: a test order goes at full price, without it.</p>`;
}

const PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1c2b24; background: #f6f8f7; }
  .banner { background: #1c2b24; color: #fff; padding: 0.5rem 1rem; font-size: 0.875rem; margin: 0; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem; }
  .card { background: #fff; border: 1px solid #d5ddd9; border-radius: 0.75rem; padding: 1.25rem; display: grid; gap: 0.75rem; }
  h1 { margin: 0; font-size: 1.5rem; } .price { font-size: 1.25rem; font-weight: 600; }
  .was { text-decoration: line-through; color: #4d5c55; font-weight: 400; margin-left: 0.5rem; }
  .applied { color: #1d5c3a; } .warning { color: #7a3e00; } .code { font-family: ui-monospace, monospace; }
  label { display: grid; gap: 0.25rem; font-weight: 500; }
  input, select, button { font: inherit; padding: 0.6rem; border-radius: 0.5rem; border: 1px solid #8a9a92; }
  button { background: #1d5c3a; color: #fff; border: none; font-weight: 600; cursor: pointer; min-height: 2.75rem; }
  a { color: #1d5c3a; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body>
<p class="banner" role="note">Local store stand-in for <code>npm start</code>: test orders only, never part of a deployment.</p>
<main>${body}</main>
</body>
</html>`;
}

/** The product page, with the code the link applied (`?discount=`), if any. */
export function storefrontPage(shopName: string, code: StorefrontCode | undefined): string {
  const full = STORE_DEFAULTS.unitPrice;
  const percent = discountPercentOf(code);
  const price = Math.round(full * (100 - percent)) / 100;
  const sizes = STOREFRONT_SIZES.map((size) => `<option${size === 'M' ? ' selected' : ''}>${size}</option>`).join('');
  return page(
    `Climate Tee · ${shopName}`,
    `<div class="card">
  <p>${escapeHtml(shopName)}</p>
  <h1>Climate Tee</h1>
  <p class="price">${formatDollars(price)}${percent > 0 ? `<span class="was">${formatDollars(full)}</span>` : ''}</p>
  ${codeNotice(code)}
  <form method="post" action="${STOREFRONT_CHECKOUT_PATH}" class="card" style="border:none;padding:0">
    <input type="hidden" name="code" value="${escapeHtml(code?.code ?? '')}">
    <label>Size <select name="size">${sizes}</select></label>
    <label>Quantity <input name="quantity" type="number" min="1" max="${MAX_TEST_QUANTITY}" value="1" required></label>
    <label>Buyer’s e-mail (optional) <input name="email" type="email" autocomplete="off" placeholder="buyer@example.com"></label>
    <button type="submit">Place test order</button>
  </form>
  <p>Shipping $${STORE_DEFAULTS.shipping.toFixed(2)} and ${Math.round(STORE_DEFAULTS.taxRate * 100)}% tax are added, as the demo store charges them.</p>
</div>`,
  );
}

/** The order a checkout places: the tees in the chosen size, with the code and its discount only when the store holds it active, as a store applies a code. */
export function checkoutOrder(checkout: Checkout, code: StorefrontCode | undefined): ShopifyOrderPayload {
  return storeOrderPayload({
    quantity: checkout.quantity,
    variant: checkout.size,
    ...(code?.status === 'ACTIVE' ? { code: code.code, discountPercent: code.percentOff } : {}),
    ...(checkout.email ? { email: checkout.email } : {}),
  });
}

/** After the checkout: the order placed and its webhook delivered (or what went wrong), with the way back. */
export function checkoutResultPage(siteUrl: string, outcome: { order: ShopifyOrderPayload; status: number }): string {
  const delivered = outcome.status === 200;
  const code = outcome.order.discount_codes[0]?.code;
  return page(
    delivered ? 'Test order placed' : 'Test order not delivered',
    `<div class="card" role="status">
  <h1>${delivered ? 'Test order placed' : 'The programme did not take the order'}</h1>
  <p>Order ${escapeHtml(outcome.order.name)}: ${outcome.order.line_items.map((line) => `${line.quantity} × ${escapeHtml(line.name)}`).join(', ')}${code ? ` with code <strong class="code">${escapeHtml(code)}</strong>` : ''}, ${formatDollars(Number(outcome.order.total_price))} in all.</p>
  <p>${
    delivered
      ? 'Its orders/paid webhook reached the programme: the sale shows on the leaderboards in a few seconds.'
      : `The programme answered ${outcome.status} to its webhook. Is the stack running?`
  }</p>
  <p><a href="/?discount=${encodeURIComponent(code ?? '')}">Place another</a> · <a href="${escapeHtml(siteUrl)}">Back to the programme</a></p>
</div>`,
  );
}

/** A checkout the form did not fill in as it should (a hand-made request): what was wrong, and the way back. */
export function checkoutRefusedPage(message: string): string {
  return page(
    'Test order refused',
    `<div class="card" role="alert"><h1>Test order refused</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the store</a></p></div>`,
  );
}
