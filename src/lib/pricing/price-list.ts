import 'server-only';
import { type CataloguePrice, PRICE_COLUMNS, priceRowSchema } from './model';
import { toAsciiExtension } from './idn';

/**
 * Reading a price list file (CSV or JSON) into validated rows, each with the line it came from.
 * Nothing here touches the store: a list with any bad row is rejected as a whole.
 */
export interface RowProblem {
  line: number;
  message: string;
}

export class PriceListError extends Error {
  constructor(readonly problems: RowProblem[]) {
    super(problems.map((problem) => `line ${problem.line}: ${problem.message}`).join('\n'));
    this.name = 'PriceListError';
  }
}

export interface SourceRow {
  line: number;
  values: Record<string, unknown>;
}

/**
 * RFC 4180 CSV: comma separated, double-quoted fields may hold commas, quotes ("") and newlines.
 * Lines starting with '#' before the header are comments (the sample catalogue's notice). The first
 * other line is the header naming the columns.
 */
export function parseCsv(text: string): SourceRow[] {
  const records: { line: number; cells: string[] }[] = [];
  let line = 1;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (index < text.length) {
    const startLine = line;
    if (records.length === 0 && text[index] === '#') {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end + 1;
      line += 1;
      continue;
    }
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let atCellStart = true;
    let endOfRecord = false;
    while (index < text.length && !endOfRecord) {
      const char = text[index] as string;
      if (quoted) {
        if (char === '"') {
          if (text[index + 1] === '"') {
            cell += '"';
            index += 2;
            continue;
          }
          quoted = false;
          index += 1;
          continue;
        }
        if (char === '\n') line += 1;
        cell += char;
        index += 1;
        continue;
      }
      if (char === '"' && atCellStart) {
        quoted = true;
        atCellStart = false;
        index += 1;
        continue;
      }
      if (char === ',') {
        cells.push(cell);
        cell = '';
        atCellStart = true;
        index += 1;
        continue;
      }
      if (char === '\r' && text[index + 1] === '\n') {
        index += 1;
        continue;
      }
      if (char === '\n') {
        line += 1;
        index += 1;
        endOfRecord = true;
        continue;
      }
      cell += char;
      atCellStart = false;
      index += 1;
    }
    if (quoted) throw new PriceListError([{ line: startLine, message: 'unterminated quoted field' }]);
    cells.push(cell);
    if (cells.length === 1 && cells[0]?.trim() === '') continue; // blank line
    records.push({ line: startLine, cells });
  }
  const [header, ...body] = records;
  if (!header) throw new PriceListError([{ line: 1, message: 'the file is empty (a header row is required)' }]);
  const columns = header.cells.map((name) => name.trim());
  const unknown = columns.filter((name) => !(PRICE_COLUMNS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new PriceListError([{ line: header.line, message: `unknown column(s): ${unknown.join(', ')}` }]);
  }
  return body.map((record) => {
    if (record.cells.length !== columns.length) {
      throw new PriceListError([
        { line: record.line, message: `expected ${columns.length} fields, found ${record.cells.length}` },
      ]);
    }
    const values: Record<string, unknown> = {};
    columns.forEach((name, position) => {
      values[name] = record.cells[position];
    });
    return { line: record.line, values };
  });
}

/**
 * JSON price list: an array of row objects, or `{ prices: [ ... ] }` (extra top-level keys such as
 * `notice` are ignored). The line of each row is the line where its object opens.
 */
export function parseJson(text: string): SourceRow[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new PriceListError([{ line: lineOfJsonError(text, error), message: `invalid JSON: ${(error as Error).message}` }]);
  }
  const rows = Array.isArray(document)
    ? document
    : document && typeof document === 'object' && Array.isArray((document as { prices?: unknown }).prices)
      ? ((document as { prices: unknown[] }).prices)
      : null;
  if (!rows) throw new PriceListError([{ line: 1, message: 'expected an array of price rows or an object with "prices"' }]);
  const lines = rowStartLines(text, Array.isArray(document) ? 1 : 2);
  return rows.map((values, position) => {
    const line = lines[position] ?? 1;
    if (!values || typeof values !== 'object' || Array.isArray(values)) {
      throw new PriceListError([{ line, message: 'a price row must be an object' }]);
    }
    return { line, values: values as Record<string, unknown> };
  });
}

function lineOfJsonError(text: string, error: unknown): number {
  const match = /position (\d+)/.exec(String((error as Error).message));
  if (!match) return 1;
  return text.slice(0, Number(match[1])).split('\n').length;
}

/** Lines where the elements of the rows array open (depth 1: top-level array; 2: `prices` array). */
function rowStartLines(text: string, depth: number): number[] {
  const lines: number[] = [];
  const stack: string[] = [];
  let line = 1;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n') line += 1;
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') {
      inString = true;
      continue;
    }
    if (char === '{' || char === '[') {
      if (stack.length === depth && stack[depth - 1] === '[') lines.push(line);
      stack.push(char);
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (stack.length === depth && stack[depth - 1] === '[' && /[^\s,]/.test(char ?? '')) {
      lines.push(line); // a scalar element (rejected later, but counted to keep positions right)
      while (index + 1 < text.length && /[^\s,\]]/.test(text[index + 1] ?? '')) index += 1;
    }
  }
  return lines;
}

export function detectFormat(fileName: string, text: string): 'csv' | 'json' {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** Validates every row; collects every problem (up to `maxProblems`) and throws if there is any. */
export function validateRows(rows: readonly SourceRow[], maxProblems = 50): CataloguePrice[] {
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  const prices: CataloguePrice[] = [];
  for (const row of rows) {
    if (problems.length >= maxProblems) break;
    const parsed = priceRowSchema.safeParse(row.values);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'} ${issue.message}`).join('; ');
      problems.push({ line: row.line, message: detail });
      continue;
    }
    const ascii = toAsciiExtension(parsed.data.tld);
    if (!ascii) {
      problems.push({ line: row.line, message: `tld "${parsed.data.tld}" is not a valid extension name` });
      continue;
    }
    const key = `${ascii}/${parsed.data.currency}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ line: row.line, message: `duplicate of line ${earlier} (${ascii} ${parsed.data.currency})` });
      continue;
    }
    seen.set(key, row.line);
    prices.push({ ...parsed.data, tld: ascii });
  }
  if (problems.length) throw new PriceListError(problems);
  if (prices.length === 0) throw new PriceListError([{ line: 1, message: 'the price list has no rows' }]);
  return prices;
}

export function parsePriceList(fileName: string, text: string): CataloguePrice[] {
  const rows = detectFormat(fileName, text) === 'json' ? parseJson(text) : parseCsv(text);
  return validateRows(rows);
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? String(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV in the import format: header row then one row per extension and currency. */
export function toCsv(prices: readonly CataloguePrice[], comments: readonly string[] = []): string {
  const lines = comments.map((comment) => `# ${comment}`);
  lines.push(PRICE_COLUMNS.join(','));
  for (const price of prices) lines.push(PRICE_COLUMNS.map((column) => csvCell(price[column])).join(','));
  return `${lines.join('\n')}\n`;
}
