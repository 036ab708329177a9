// Zod-free, like member-link.ts: the public campaign page's JavaScript loads these without the schemas.
import { formatDollars, formatWholeDollars } from '../platform/money';

/**
 * How far a campaign is toward its target: what its organization has raised ($5 a shirt, the campaign
 * totals' organization fund) over its target amount, as a percent with one decimal (uncapped: a campaign
 * may pass its target). Null without a target. The one formula of the admin's Performance, the public
 * campaign page and the fundraiser's campaign card.
 */
export function progressToTarget(raised: number, target: number | null): { raised: number; target: number; percent: number } | null {
  if (target === null || target <= 0) return null;
  return { raised, target, percent: Math.round((raised / target) * 1000) / 10 };
}

/** A target amount as shown: whole dollars when it has no cents ('$2,500'), else with them ('$2,500.50'). */
export function formatTargetAmount(amount: number): string {
  return Number.isInteger(amount) ? formatWholeDollars(amount) : formatDollars(amount);
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A progress percent toward a target as shown: whole when it is ('40%'), else to one decimal ('12.5%', '117.3%').
 * The reports' rates always show one decimal ('50.0%', the spec's completion rate): that is their formatPercent.
 */
export function formatProgressPercent(percent: number): string {
  return `${percentFormat.format(percent)}%`;
}
