import type { Locator } from '@playwright/test';

/** The top of each card's title, grouped by the row of the grid the card sits in. */
export async function titleTopsByRow(cards: Locator): Promise<number[][]> {
  const tops = await cards.evaluateAll((els) =>
    els.map((el) => ({ row: Math.round(el.getBoundingClientRect().top), title: el.querySelector('h2, h3')!.getBoundingClientRect().top })),
  );
  const rows = new Map<number, number[]>();
  for (const t of tops) rows.set(t.row, [...(rows.get(t.row) ?? []), t.title]);
  return [...rows.values()];
}
