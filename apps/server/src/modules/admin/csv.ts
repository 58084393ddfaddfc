import type { ProductionSheetResponse } from '@shop/contract';

/**
 * RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. A field
 * starting with = + - @ is prefixed with an apostrophe, so a spreadsheet shows a customer's product
 * name instead of running it as a formula.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte order mark (so Excel reads Malay and Chinese names right) and CRLF line ends. */
export function toCsv(rows: (string | number)[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** One row per product and option: its kind, the quantity per slot, per place (when all) and in total. */
export function sheetCsv(sheet: Omit<ProductionSheetResponse, 'success'>): string {
  const perColumn = sheet.location === 'all';
  const header = [
    'Kind',
    'Product',
    'Option',
    ...sheet.slots,
    ...(perColumn ? sheet.columns.map((c) => c.label) : []),
    'Total',
  ];
  const lines = sheet.groups.flatMap((g) =>
    g.lines.map((l) => [g.kind, l.name, l.feature, ...l.bySlot, ...(perColumn ? l.byColumn : []), l.total]),
  );
  return toCsv([header, ...lines]);
}
