import { formatDate, formatRupees, shortOrderId } from '@shop/shared';
import type PDFDocument from 'pdfkit';
import { onFirstUse } from '../../lib/first-use.ts';
import type { ShipmentWithOrder } from './shipments.repo.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** pdfkit, loaded by the first label printed rather than at start (lib/first-use.ts). */
const loadPdfkit = onFirstUse(() => import('pdfkit').then((module) => module.default));

export interface Sender {
  name: string;
  address: string;
  phone: string;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Amounts as the invoices print them: pdfkit's standard fonts have no rupee sign. */
const rs = (paise: number) => formatRupees(paise).replace('₹', 'Rs. ');

/** "Collect Rs. 1,234.00" for Cash on Delivery, else "Prepaid". */
const collectLine = ({ order }: ShipmentWithOrder) =>
  order.paymentMethod === 'cod' && order.totalPaise > 0
    ? `COD: collect ${rs(order.totalPaise)}`
    : 'PREPAID: collect nothing';

/**
 * The shop's shipping labels, one 4 × 6 inch page per shipment, in one PDF the owner prints at once:
 * courier, AWB, what to collect, the customer's address, the sender, the order. A Shiprocket booking
 * also names its own courier label's address (docs/decisions/0026).
 */
export async function renderLabels(rows: ShipmentWithOrder[], sender: Sender): Promise<Buffer> {
  const Pdf = await loadPdfkit();
  const doc = new Pdf({
    size: [288, 432],
    margin: 16,
    autoFirstPage: false,
    info: { Title: `Shipping labels (${rows.length})`, Author: sender.name, Subject: 'Shipping labels' },
  });
  const done = collect(doc);
  for (const row of rows) {
    const { shipment, order } = row;
    doc.addPage();
    const width = 256;
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(shipment.courier ?? 'Courier', 16, 16, { width });
    doc.font('Helvetica').fontSize(9).text('AWB', { width });
    doc
      .font('Helvetica-Bold')
      .fontSize(22)
      .text(shipment.awb ?? '', { width });
    doc
      .moveTo(16, doc.y + 4)
      .lineTo(272, doc.y + 4)
      .stroke();
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(12).text(collectLine(row), { width });
    doc.moveDown(0.4);
    doc.font('Helvetica-Bold').fontSize(10).text('Deliver to', { width });
    doc.font('Helvetica-Bold').fontSize(11).text(order.shipName, { width });
    doc.font('Helvetica').fontSize(10).text(order.shipAddress, { width });
    doc.text(`${order.shipCity}, ${order.shipState}`, { width });
    doc.font('Helvetica-Bold').fontSize(14).text(`PIN ${order.shipPincode}`, { width });
    doc.font('Helvetica').fontSize(10).text(`Phone ${order.shipPhone}`, { width });
    doc
      .moveTo(16, doc.y + 4)
      .lineTo(272, doc.y + 4)
      .stroke();
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(9).text('From (return address)', { width });
    doc.font('Helvetica').fontSize(9).text(sender.name, { width });
    doc.text(sender.address, { width });
    doc.text(`Phone ${sender.phone}`, { width });
    doc.moveDown(0.6);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Order ${shortOrderId(order.id)} · ${order.id}`, { width });
    if (shipment.labelUrl) doc.fontSize(7).text(`Courier label: ${shipment.labelUrl}`, { width });
  }
  doc.end();
  return done;
}

/**
 * The pickup manifest the courier signs when collecting: one A4 list of the parcels handed over (AWB,
 * order, customer, pincode, what to collect), grouped by courier, with signature lines.
 */
export async function renderManifest(rows: ShipmentWithOrder[], sender: Sender, now: Date): Promise<Buffer> {
  const Pdf = await loadPdfkit();
  const doc = new Pdf({
    size: 'A4',
    margin: 40,
    info: { Title: `Pickup manifest (${rows.length})`, Author: sender.name, Subject: 'Pickup manifest' },
  });
  const done = collect(doc);
  const left = 40;
  doc.font('Helvetica-Bold').fontSize(16).text('Pickup manifest', left, 40);
  doc.font('Helvetica').fontSize(10).text(`${sender.name} · ${sender.address}`);
  doc.text(`Date: ${formatDate(now)} · Parcels: ${rows.length}`);
  const couriers = [...new Set(rows.map((row) => row.shipment.courier ?? 'Courier'))];
  const columns: [string, number][] = [
    ['#', 24],
    ['AWB', 120],
    ['Order', 70],
    ['Customer', 130],
    ['PIN', 50],
    ['Collect', 121],
  ];
  for (const courier of couriers) {
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(12).text(courier, left);
    doc.moveDown(0.3);
    const header = doc.y;
    let x = left;
    doc.fontSize(9);
    for (const [label, width] of columns) {
      doc.text(label, x, header, { width });
      x += width;
    }
    doc.font('Helvetica');
    let index = 0;
    for (const row of rows.filter((entry) => (entry.shipment.courier ?? 'Courier') === courier)) {
      index += 1;
      if (doc.y > 760) doc.addPage();
      const y = doc.y + 4;
      const cells = [
        String(index),
        row.shipment.awb ?? '',
        shortOrderId(row.order.id),
        row.order.shipName,
        row.order.shipPincode,
        row.order.paymentMethod === 'cod' && row.order.totalPaise > 0
          ? formatRupees(row.order.totalPaise)
          : 'Prepaid',
      ];
      x = left;
      cells.forEach((cell, column) => {
        doc.text(cell, x, y, { width: columns[column]![1] - 4, lineBreak: false, ellipsis: true });
        x += columns[column]![1];
      });
    }
    doc.x = left;
  }
  doc.moveDown(3);
  doc.font('Helvetica').fontSize(10).text('Handed over by (shop): ____________________', left);
  doc.moveDown(1.5);
  doc.text('Received by (courier), name and signature: ____________________', left);
  doc.end();
  return done;
}
