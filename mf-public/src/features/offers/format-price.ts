const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** 890 → "890 €" (Slovak format: space before the sign, spaces between thousands). */
export function formatPrice(price: number): string {
  return euro.format(price);
}
