/** The "N sold" figure: floor(sales) + floor(ficti), as the original shows it (missing values count 0). */
export function soldCount(sales: number | null | undefined, ficti?: number | null): number {
  const whole = (value: number | null | undefined) => (Number.isFinite(value) ? Math.floor(value as number) : 0);
  return whole(sales) + whole(ficti);
}
