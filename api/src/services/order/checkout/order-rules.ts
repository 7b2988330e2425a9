import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import { toCents } from '../cents';

/** The order rules that are data: freight per shop and points (system_config keys of migration 006, POINTS_RATE). */
export interface OrderRules {
  /** A shop's order ships free from this goods subtotal on… */
  freeFreightFromCents: number;
  /** …and costs this much freight below it. */
  freightFeeCents: number;
  /** Points worth 1.00 when spent. */
  pointsRate: number;
  /** Points earned per 1.00 paid. */
  paidPointsPerUnit: number;
}

const DEFAULTS = { order_free_freight_from: '99.00', order_freight_fee: '10.00', order_paid_points_per_unit: '1' };

/** The system_config keys the rules are read from. */
export const ORDER_RULE_KEYS = Object.keys(DEFAULTS);

export async function loadOrderRules(db: Db, config: Config): Promise<OrderRules> {
  const rows = (
    await db.query<{ key: string; value: string }>('SELECT key, value FROM system_config WHERE key = ANY($1::text[])', [ORDER_RULE_KEYS])
  ).rows;
  return orderRules(Object.fromEntries(rows.map((r) => [r.key, r.value])), config);
}

/** The rules from the system_config values that are set (key → value); a key not set takes its default. */
export function orderRules(set: Record<string, string>, config: Config): OrderRules {
  const value = (key: keyof typeof DEFAULTS) => set[key] ?? DEFAULTS[key];
  const perUnit = Number(value('order_paid_points_per_unit'));
  return {
    freeFreightFromCents: toCents(value('order_free_freight_from')),
    freightFeeCents: toCents(value('order_freight_fee')),
    pointsRate: config.pointsRate,
    paidPointsPerUnit: Number.isInteger(perUnit) && perUnit >= 0 ? perUnit : 1,
  };
}

/** Points earned by paying `payCents`: `paidPointsPerUnit` per whole 1.00. */
export const pointsEarned = (payCents: number, rules: Pick<OrderRules, 'paidPointsPerUnit'>) =>
  Math.floor(payCents / 100) * rules.paidPointsPerUnit;
