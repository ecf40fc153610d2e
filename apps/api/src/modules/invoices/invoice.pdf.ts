import PDFDocument from 'pdfkit';
import type { InvoiceData } from './invoice.data.ts';

const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Helvetica has no rupee sign, so amounts are written 'Rs. 1,234.50'. */
const money = (paise: number) => amount.format(paise / 100);
const rs = (paise: number) => `Rs. ${money(paise)}`;
const percent = (bp: number) => `${bp % 100 === 0 ? bp / 100 : (bp / 100).toFixed(2)}%`;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (line: InvoiceData['lines'][number]) => string;
}

function columns(data: InvoiceData): Column[] {
  const tax: Column[] = data.intraState
    ? [
        { label: 'CGST', width: 44, align: 'right', value: (line) => money(line.cgstPaise) },
        { label: data.stateTaxLabel, width: 44, align: 'right', value: (line) => money(line.sgstPaise) },
      ]
    : [{ label: 'IGST', width: 88, align: 'right', value: (line) => money(line.igstPaise) }];
  return [
    { label: '#', width: 16, align: 'left', value: (line) => String(line.index) },
    { label: 'Description', width: 127, align: 'left', value: (line) => line.description },
    { label: 'HSN', width: 46, align: 'left', value: (line) => line.hsnCode },
    { label: 'Qty', width: 22, align: 'right', value: (line) => String(line.quantity) },
    { label: 'Rate', width: 46, align: 'right', value: (line) => money(line.unitPricePaise) },
    { label: 'Discount', width: 42, align: 'right', value: (line) => money(line.discountPaise) },
    { label: 'Taxable', width: 50, align: 'right', value: (line) => money(line.taxablePaise) },
    { label: 'GST', width: 28, align: 'right', value: (line) => percent(line.gstRateBp) },
    ...tax,
    { label: 'Amount', width: 50, align: 'right', value: (line) => money(line.amountPaise) },
  ];
}

/** Renders the GST tax invoice as an A4 PDF with pdfkit's built-in Helvetica. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `Tax Invoice ${data.invoiceNumber}`,
      Author: data.seller.name,
      Subject: `Order ${data.orderRef}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(16).text('TAX INVOICE', left, 40, { width, align: 'center' });
  doc.moveDown(0.8);
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(data.seller.name, left, top, { width: width / 2 - 10 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(data.seller.address, { width: width / 2 - 10 });
  doc.text(`GSTIN: ${data.seller.gstin}`);
  doc.text(`State: ${data.seller.state}${data.seller.stateCode ? ` (${data.seller.stateCode})` : ''}`);
  const sellerBottom = doc.y;

  const right = left + width / 2 + 10;
  doc.font('Helvetica').fontSize(9);
  doc.text(`Invoice No: ${data.invoiceNumber}`, right, top, { width: width / 2 - 10 });
  doc.text(`Invoice Date: ${data.invoiceDate}`);
  doc.text(`Order: ${data.orderRef} (${data.orderId})`);
  doc.text(`Place of Supply: ${data.placeOfSupply}`);
  doc.text(`Payment: ${data.payment}`);
  if (data.promoCode) doc.text(`Promo code: ${data.promoCode}`);
  doc.y = Math.max(sellerBottom, doc.y) + 12;

  doc.font('Helvetica-Bold').fontSize(10).text('Bill to / Ship to', left);
  doc.font('Helvetica').fontSize(9).text(data.buyer.name);
  for (const line of data.buyer.lines) doc.text(line);
  doc.text(`Phone: ${data.buyer.phone}   Email: ${data.buyer.email}`);
  doc.moveDown(0.8);

  const cols = columns(data);
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
  for (const line of data.lines)
    drawRow(
      cols.map((col) => col.value(line)),
      false,
    );

  doc.moveDown(0.8);
  const t = data.totals;
  const totalLines: [string, string][] = [
    ['Total before discount', rs(t.grossPaise)],
    ...(t.discountPaise
      ? [
          [`Promo discount${data.promoCode ? ` (${data.promoCode})` : ''}`, `- ${rs(t.discountPaise)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Taxable value', rs(t.taxablePaise)],
    ...(data.intraState
      ? ([
          ['CGST', rs(t.cgstPaise)],
          [data.stateTaxLabel, rs(t.sgstPaise)],
        ] as [string, string][])
      : ([['IGST', rs(t.igstPaise)]] as [string, string][])),
    ['Shipping', t.shippingPaise ? rs(t.shippingPaise) : 'Free'],
    ['Total (GST included)', rs(t.totalPaise)],
  ];
  for (const [label, value] of totalLines) {
    const y = doc.y;
    const bold = label.startsWith('Total (');
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, left + width - 260, y, { width: 150, align: 'left' });
    doc.text(value, left + width - 110, y, { width: 110, align: 'right' });
    doc.x = left;
  }
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`Amount in words: ${data.amountInWords}`, left, doc.y, { width });
  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Prices include GST. This is a computer-generated invoice and needs no signature. ' +
        'Whether tax is payable under reverse charge: No.',
      { width },
    );
  doc.end();
  return done;
}
