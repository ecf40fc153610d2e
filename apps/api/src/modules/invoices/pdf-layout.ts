import type PDFDocument from 'pdfkit';
import { onFirstUse } from '../../lib/first-use.ts';

const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Helvetica has no rupee sign, so amounts are written 'Rs. 1,234.50'. */
export const money = (paise: number) => amount.format(paise / 100);
export const rs = (paise: number) => `Rs. ${money(paise)}`;
export const percent = (bp: number) => `${bp % 100 === 0 ? bp / 100 : (bp / 100).toFixed(2)}%`;

export interface Column<Row> {
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (row: Row) => string;
}

export interface Party {
  name: string;
  address: string;
  gstin: string;
  state: string;
  stateCode: string | null;
  /** The food licence, and the AYUSH one where it applies (docs/decisions/0036-batches-and-best-before.md). */
  fssaiLicence?: string;
  ayushLicence?: string | null;
}

type Doc = InstanceType<typeof PDFDocument>;

/** pdfkit and its font tables, loaded by the first document drawn rather than at start (lib/first-use.ts). */
const loadPdfkit = onFirstUse(() => import('pdfkit').then((module) => module.default));

/** The standard fonts of the layout, in the order a document first uses them (ids F1, F2). */
const STANDARD_FONTS = ['Helvetica', 'Helvetica-Bold'] as const;

/** The part of pdfkit's font bookkeeping that newDocument() fills in; pdfkit's types do not declare it. */
interface FontBookkeeping {
  _fontFamilies: Record<string, object>;
  _fontCount: number;
}

/** A standard font's metrics without the document, id and PDF dictionary that tie it to one document. */
let sharedMetrics: Map<string, { prototype: object; metrics: object }> | undefined;

function parsedOnce(Pdf: typeof PDFDocument) {
  if (sharedMetrics) return sharedMetrics;
  const parser = new Pdf({ font: '' });
  sharedMetrics = new Map();
  for (const name of STANDARD_FONTS) {
    const { _fontFamilies } = parser.font(name) as unknown as FontBookkeeping;
    const {
      document: _document,
      id: _id,
      dictionary: _dictionary,
      ...metrics
    } = _fontFamilies[name] as Record<string, unknown>;
    sharedMetrics.set(name, { prototype: Object.getPrototypeOf(_fontFamilies[name]), metrics });
  }
  return sharedMetrics;
}

/**
 * An A4 document whose standard fonts come with their metrics already parsed. pdfkit reads and parses
 * a standard font's metrics file (AFM, thousands of lines of regular expressions) for every document
 * that uses it: a few milliseconds per font, most of an invoice's rendering, and the mail worker renders
 * one for every order. The metrics never change, so they are parsed once per process; each document
 * still gets its own font objects with the ids pdfkit would give them, so the bytes are the same.
 */
function newDocument(Pdf: typeof PDFDocument, info: { Title: string; Author: string; Subject: string }): Doc {
  const doc = new Pdf({ size: 'A4', margin: 40, info, font: '' });
  const bookkeeping = doc as unknown as FontBookkeeping;
  for (const [name, { prototype, metrics }] of parsedOnce(Pdf)) {
    bookkeeping._fontFamilies[name] = Object.assign(Object.create(prototype), metrics, {
      document: doc,
      id: `F${++bookkeeping._fontCount}`,
    });
  }
  return doc.font(STANDARD_FONTS[0]);
}

/**
 * The one layout of the shop's GST documents (tax invoice, credit note): an A4 page in pdfkit's
 * built-in Helvetica with a title, the seller on the left and the document's facts on the right, the
 * buyer, a table of lines, totals on the right, and a small print. Each document gives its content.
 */
export async function renderGstDocument<Row>(content: {
  title: string;
  info: { Title: string; Author: string; Subject: string };
  seller: Party;
  facts: string[];
  buyer: { heading: string; name: string; lines: string[] };
  columns: Column<Row>[];
  rows: Row[];
  totals: [string, string][];
  /** The bold last total, e.g. 'Total (GST included)'. */
  boldTotal: string;
  words: string;
  smallPrint: string;
}): Promise<Buffer> {
  const doc = newDocument(await loadPdfkit(), content.info);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(16).text(content.title, left, 40, { width, align: 'center' });
  doc.moveDown(0.8);
  const top = doc.y;
  const { seller } = content;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(seller.name, left, top, { width: width / 2 - 10 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(seller.address, { width: width / 2 - 10 });
  doc.text(`GSTIN: ${seller.gstin}`);
  if (seller.fssaiLicence) doc.text(`FSSAI Lic. No.: ${seller.fssaiLicence}`);
  if (seller.ayushLicence) doc.text(`AYUSH Lic. No.: ${seller.ayushLicence}`);
  doc.text(`State: ${seller.state}${seller.stateCode ? ` (${seller.stateCode})` : ''}`);
  const sellerBottom = doc.y;
  const right = left + width / 2 + 10;
  doc.font('Helvetica').fontSize(9);
  content.facts.forEach((fact, index) => {
    if (index === 0) doc.text(fact, right, top, { width: width / 2 - 10 });
    else doc.text(fact);
  });
  doc.y = Math.max(sellerBottom, doc.y) + 12;

  doc.font('Helvetica-Bold').fontSize(10).text(content.buyer.heading, left);
  doc.font('Helvetica').fontSize(9).text(content.buyer.name);
  for (const line of content.buyer.lines) doc.text(line);
  doc.moveDown(0.8);

  drawTable(doc, left, width, content.columns, content.rows);
  doc.moveDown(0.8);

  for (const [label, value] of content.totals) {
    const y = doc.y;
    doc.font(label === content.boldTotal ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, left + width - 260, y, { width: 150, align: 'left' });
    doc.text(value, left + width - 110, y, { width: 110, align: 'right' });
    doc.x = left;
  }
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(9).text(content.words, left, doc.y, { width });
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(content.smallPrint, { width });
  doc.end();
  return done;
}

function drawTable<Row>(doc: Doc, left: number, width: number, cols: Column<Row>[], rows: Row[]): void {
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: cols[index]!.width - 4 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const col = cols[index]!;
      doc.text(cell, x + 2, y + 3, { width: col.width - 4, align: col.align });
      x += col.width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  drawRow(
    cols.map((col) => col.label),
    true,
  );
  for (const row of rows)
    drawRow(
      cols.map((col) => col.value(row)),
      false,
    );
}
