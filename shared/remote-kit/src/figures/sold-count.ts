/** The "N sold" figure: real and virtual sales (`sales`, `ficti`), each floored; missing values count 0. */
export function soldCount(sales: number | null | undefined, ficti?: number | null): number {
  const whole = (value: number | null | undefined) => (Number.isFinite(value) ? Math.floor(value as number) : 0);
  return whole(sales) + whole(ficti);
}
