/**
 * A count with its Slovak noun form: 1 správa, 2–4 správy, 0 and 5 or more správ. The one plural
 * rule of the product: the server's messages, the mocks' and the screens' say counts through it.
 */
export function slovakCount(count: number, [one, few, many]: readonly [string, string, string]): string {
  if (count === 1) return `1 ${one}`;
  if (count >= 2 && count <= 4) return `${count} ${few}`;
  return `${count} ${many}`;
}
