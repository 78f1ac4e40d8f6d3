/** Progress on stderr, the result tables on stdout. */

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

export function kb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`;
}

export function ms(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
}

export function num(value: number | null | undefined, digits = 0): string {
  return value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
}

/** A row that is a note instead of figures, e.g. a page not built yet. */
export interface NoteRow {
  label: string;
  note: string;
}

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: (string[] | NoteRow)[]): string {
  const figures = rows.filter((row): row is string[] => Array.isArray(row));
  const labels = rows.map((row) => (Array.isArray(row) ? (row[0] ?? '') : row.label));
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...(i === 0 ? labels : figures.map((row) => row[i] ?? '')).map((c) => c.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const body = rows.map((row) => (Array.isArray(row) ? line(row) : `${row.label.padEnd(widths[0]!)}  ${row.note}`));
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body].join('\n');
}
