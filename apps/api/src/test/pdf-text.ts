import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One glyph as pdf.js reads it from a text operator. */
interface Glyph {
  /** The text the glyph stands for (ToUnicode): two letters for a ligature. */
  unicode: string;
  /** The glyph's number in its embedded font (the CID). */
  originalCharCode: number;
  /** Advance in thousandths of the font size. */
  width: number;
}

interface Run {
  font: string;
  x: number;
  end: number;
  y: number;
  glyphs: Glyph[];
}

export interface PdfText {
  pages: number;
  /** Page size in points, [width, height]. */
  size: [number, number];
  info: Record<string, unknown>;
  /** Each line of text as a reader reads it (logical order), top to bottom. */
  lines: string[];
  /** Where a line is on the page, in points from the left and from the bottom. */
  boxOf(line: string): { left: number; right: number; y: number } | undefined;
  /** The glyphs drawn for a character in a font (e.g. `IBMPlexSansArabic-Regular`). */
  glyphsOf(character: string, font: string): Set<number>;
  /** The texts drawn as one glyph of two letters or more (ligatures). */
  ligatures(): string[];
}

const arabicLetter = /[\u0600-\u065f\u066e-\u06ff]/;
const leftToRight = /[A-Za-z0-9\u0660-\u0669]/;
const joiner = /[-.,/: \u066b\u066c]/;
const mirrored: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[' };

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * The text of a PDF's first page, read from its drawing operators with pdf.js, for tests.
 *
 * pdf.js's own text extraction turns each right-to-left run around letter by letter, which
 * reverses the two letters of a ligature glyph (ضر read as رض). Here a right-to-left run is
 * turned around glyph by glyph instead, and its brackets mirrored back; runs of one line are
 * put in the line's reading order. Good for the simple lines of an invoice, not a full bidi.
 */
export async function readPdf(pdf: Uint8Array): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const page = await document.getPage(1);
  const ops = await page.getOperatorList();
  const runs: Run[] = [];
  const shapes = new Map<string, Set<number>>();
  const ligatures = new Set<string>();

  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let font = '';
  let size = 0;
  let current: Run | undefined;
  ops.fnArray.forEach((fn, index) => {
    const args = ops.argsArray[index] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.setFont) [font, size] = args as [string, number];
    else if (fn === OPS.setTextMatrix) {
      const tm = Array.from(args[0] as ArrayLike<number>) as Matrix;
      const [, , , , x, y] = multiply(ctm, tm);
      current = { font, x, end: x, y: Math.round(y * 10) / 10, glyphs: [] };
      runs.push(current);
    } else if (fn === OPS.showText && current) {
      current.font = font;
      for (const item of args[0] as Array<Glyph | number | null>) {
        if (item === null) continue;
        if (typeof item === 'number') {
          current.end -= (item / 1000) * size;
          continue;
        }
        current.glyphs.push(item);
        current.end += (item.width / 1000) * size;
        if ([...item.unicode].length > 1) ligatures.add(item.unicode);
        for (const character of item.unicode) {
          const key = `${font}|${character}`;
          shapes.set(key, (shapes.get(key) ?? new Set()).add(item.originalCharCode));
        }
      }
    }
  });

  // Runs of one line touch; cells and columns are apart.
  const sorted = runs
    .filter((run) => run.glyphs.length > 0)
    .sort((a, b) => (a.y === b.y ? a.x - b.x : b.y - a.y));
  const lines: Run[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    const last = line?.at(-1);
    if (line && last && last.y === run.y && run.x - last.end < 2) line.push(run);
    else lines.push([run]);
  }

  // A right-to-left line is turned around glyph by glyph, its brackets mirrored back, except
  // its left-to-right stretches (Latin words, numbers with their separators), kept as drawn.
  const readingOrder = (characters: string[]) => {
    const tokens: string[] = [];
    let stretch = false;
    characters.forEach((character, index) => {
      const continues =
        stretch &&
        (leftToRight.test(character) ||
          (joiner.test(character) && leftToRight.test(characters[index + 1] ?? '')));
      if (continues) tokens[tokens.length - 1] += character;
      else {
        stretch = leftToRight.test(character);
        tokens.push(stretch ? character : (mirrored[character] ?? character));
      }
    });
    return tokens.reverse().join('');
  };

  const read = lines.map((line) => {
    const characters = line.flatMap((run) => run.glyphs.map((glyph) => glyph.unicode));
    const rtl = characters.some((character) => arabicLetter.test(character));
    return {
      text: (rtl ? readingOrder(characters) : characters.join('')).trim(),
      left: line[0]!.x,
      right: line.at(-1)!.end,
      y: line[0]!.y,
    };
  });
  // pdf.js names the fonts it loaded g_d0_f1…; the PDF's own names are on the loaded fonts.
  const fontNames = new Map<string, string>();
  for (const run of runs) {
    if (fontNames.has(run.font)) continue;
    const loaded = page.commonObjs.has(run.font)
      ? (page.commonObjs.get(run.font) as { name?: string })
      : undefined;
    fontNames.set(run.font, loaded?.name ?? run.font);
  }
  const view = page.view;
  return {
    pages: document.numPages,
    size: [view[2]! - view[0]!, view[3]! - view[1]!],
    info: (await document.getMetadata()).info as Record<string, unknown>,
    lines: read.map((line) => line.text),
    boxOf: (text) => read.find((line) => line.text === text),
    glyphsOf: (character, name) => {
      const glyphs = new Set<number>();
      for (const [id, fontName] of fontNames) {
        if (fontName.replace(/^[A-Z]{6}\+/, '') !== name) continue;
        for (const glyph of shapes.get(`${id}|${character}`) ?? []) glyphs.add(glyph);
      }
      return glyphs;
    },
    ligatures: () => [...ligatures],
  };
}
