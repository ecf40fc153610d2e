import { describe, expect, it } from 'vitest';
import { splitGst } from './gst.ts';
import {
  B2CL_LIMIT_PAISE,
  buildGstReturns,
  type GstCreditNote,
  type GstDocumentLine,
  type GstInvoice,
  sumTaxTotals,
} from './gst-returns.ts';
import { gstReturnPeriod, gstr1Json, gstTableCsv, gstTableFilename } from './gst-returns-files.ts';

const line = (amountPaise: number, gstRateBp: number, intra: boolean, quantity = 1, hsnCode = '30049011') => {
  const split = splitGst(amountPaise, gstRateBp, intra);
  return { hsnCode, description: `Item ${hsnCode}`, quantity, gstRateBp, ...split } satisfies GstDocumentLine;
};

const KA = { placeOfSupplyCode: '29', placeOfSupplyName: 'Karnataka', intraState: true };
const DL = { placeOfSupplyCode: '07', placeOfSupplyName: 'Delhi', intraState: false };

function invoice(
  number: string,
  place: typeof KA,
  lines: GstDocumentLine[],
  extra: Partial<GstInvoice> = {},
): GstInvoice {
  return {
    number,
    date: '2026-11-05',
    buyerGstin: null,
    buyerName: 'Asha',
    ...place,
    totalPaise: lines.reduce((sum, l) => sum + l.amountPaise, 0),
    lines,
    cancelled: false,
    ...extra,
  };
}

function note(number: string, of: GstInvoice, lines: GstDocumentLine[]): GstCreditNote {
  return {
    ...of,
    number,
    date: '2026-11-20',
    totalPaise: lines.reduce((sum, l) => sum + l.amountPaise, 0),
    lines,
    invoiceNumber: of.number,
    invoiceDate: of.date,
    invoiceTotalPaise: of.totalPaise,
  };
}

const small = invoice('INV/2026-27/000001', KA, [
  line(118_000, 1800, true, 2),
  line(10_500, 500, true, 1, '09021090'),
]);
const inter = invoice('INV/2026-27/000002', DL, [line(59_000, 1800, false)]);
const large = invoice('INV/2026-27/000003', DL, [line(B2CL_LIMIT_PAISE + 1, 1800, false, 3)]);
const atLimit = invoice('INV/2026-27/000004', DL, [line(B2CL_LIMIT_PAISE, 1800, false)]);
const b2b = invoice(
  'INV/2026-27/000005',
  KA,
  [line(236_000, 1800, true, 4), line(5_000, 1200, true, 0, '9968')],
  {
    buyerGstin: '29AAGCB7383J1Z4',
    buyerName: 'Wellness Traders',
  },
);
const cancelled = invoice('INV/2026-27/000006', KA, [line(50_000, 1800, true)], { cancelled: true });
const free = invoice('INV/2026-27/000007', KA, [line(0, 1800, true)]);
const nil = invoice('INV/2026-27/000008', KA, [line(20_000, 0, true, 1, '12119099')]);
const invoices = [small, inter, large, atLimit, b2b, cancelled, free, nil];
const notes = [
  note('CN/2026-27/0001', small, [line(59_000, 1800, true, 1)]),
  note('CN/2026-27/0002', large, [line(1_000_00, 1800, false, 0)]),
  note('CN/2026-27/0003', b2b, [line(59_000, 1800, true, 1)]),
];
const returns = buildGstReturns(invoices, notes);

describe('GST returns', () => {
  it('files each invoice once: B2B with a GSTIN, B2CL inter-state above ₹1,00,000, the rest in B2CS', () => {
    expect(returns.b2b.map((row) => [row.number, row.gstRateBp])).toEqual([
      [b2b.number, 1200],
      [b2b.number, 1800],
    ]);
    expect(returns.b2cl.map((row) => row.number)).toEqual([large.number]);
    expect(returns.b2cs.map((row) => [row.placeOfSupply, row.gstRateBp])).toEqual([
      ['07-Delhi', 1800],
      ['29-Karnataka', 0],
      ['29-Karnataka', 500],
      ['29-Karnataka', 1800],
    ]);
  });

  it('nets credit notes on small B2C invoices in B2CS, and files the others in CDNR and CDNUR', () => {
    expect(returns.cdnr.map((row) => row.number)).toEqual(['CN/2026-27/0003']);
    expect(returns.cdnur.map((row) => [row.number, row.invoiceNumber])).toEqual([
      ['CN/2026-27/0002', large.number],
    ]);
    const karnataka18 = returns.b2cs.find(
      (row) => row.placeOfSupply === '29-Karnataka' && row.gstRateBp === 1800,
    )!;
    expect(karnataka18.taxablePaise).toBe(small.lines[0]!.taxablePaise - notes[0]!.lines[0]!.taxablePaise);
  });

  it('reconciles to the paisa: the tables, the HSN summary and GSTR-3B 3.1 each equal invoices less credit notes', () => {
    const lines = (docs: { lines: GstDocumentLine[] }[]) => docs.flatMap((doc) => doc.lines);
    const issued = sumTaxTotals(lines(invoices.filter((i) => !i.cancelled)));
    const credited = sumTaxTotals(lines(notes));
    const net = {
      taxablePaise: issued.taxablePaise - credited.taxablePaise,
      igstPaise: issued.igstPaise - credited.igstPaise,
      cgstPaise: issued.cgstPaise - credited.cgstPaise,
      sgstPaise: issued.sgstPaise - credited.sgstPaise,
    };
    const tables = sumTaxTotals([...returns.b2b, ...returns.b2cl, ...returns.b2cs]);
    const notesFiled = sumTaxTotals([...returns.cdnr, ...returns.cdnur]);
    expect(tables.taxablePaise - notesFiled.taxablePaise).toBe(net.taxablePaise);
    expect(tables.igstPaise - notesFiled.igstPaise).toBe(net.igstPaise);
    expect(tables.cgstPaise - notesFiled.cgstPaise).toBe(net.cgstPaise);
    expect(sumTaxTotals(returns.hsn)).toEqual(net);
    expect(sumTaxTotals(returns.gstr3b)).toEqual(net);
    expect(returns.gstr3b[2]!.taxablePaise).toBe(nil.lines[0]!.taxablePaise);
  });

  it('counts quantities net of goods given back and keeps services without a unit', () => {
    const hsn = returns.hsn.find((row) => row.hsnCode === '30049011' && row.gstRateBp === 1800)!;
    expect(hsn.quantity).toBe(2 + 1 + 3 + 1 + 4 + 1 - 1 - 1);
    expect(hsn.uqc).toBe('NOS');
    expect(returns.hsn.find((row) => row.hsnCode === '9968')!.uqc).toBe('NA');
  });

  it('sums up the document series with the cancelled ones', () => {
    expect(returns.docs).toEqual([
      { nature: 'Invoices for outward supply', from: small.number, to: nil.number, total: 8, cancelled: 1 },
      { nature: 'Credit Note', from: 'CN/2026-27/0001', to: 'CN/2026-27/0003', total: 3, cancelled: 0 },
    ]);
  });

  it('writes each table as the offline tool template CSV, in rupees with two decimals', () => {
    const csv = gstTableCsv(returns, 'b2b').split('\r\n');
    expect(csv[0]).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
    expect(csv[1]).toBe(
      `29AAGCB7383J1Z4,Wellness Traders,INV/2026-27/000005,05-Nov-2026,2410.00,29-Karnataka,N,,Regular B2B,,12,${(b2b.lines[1]!.taxablePaise / 100).toFixed(2)},0.00`,
    );
    expect(gstTableCsv(returns, 'b2cs').split('\r\n')[0]).toBe(
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    expect(gstTableCsv(returns, 'docs')).toContain(
      'Invoices for outward supply,INV/2026-27/000001,INV/2026-27/000008,8,1',
    );
    expect(gstTableCsv(returns, 'hsn').split('\r\n')[0]).toContain(
      'HSN,Description,UQC,Total Quantity,Total Value',
    );
    expect(gstTableFilename('hsn', '2026-11-01', '2026-11-30')).toBe(
      'gstr1-hsn-2026-11-01-to-2026-11-30.csv',
    );
  });

  it('writes a net negative B2CS figure as a number, not as text', () => {
    const onlyNote = buildGstReturns([], [note('CN/2026-27/0009', small, [line(59_000, 1800, true, 1)])]);
    expect(gstTableCsv(onlyNote, 'b2cs').split('\r\n')[1]).toBe('OE,29-Karnataka,,18,-500.00,0.00,');
  });

  it('files a GSTR-1 for a whole month or a whole quarter, named by its last month, and for nothing else', () => {
    expect(gstReturnPeriod('2026-11-01', '2026-11-30')).toBe('112026');
    expect(gstReturnPeriod('2028-02-01', '2028-02-29')).toBe('022028');
    expect(gstReturnPeriod('2026-10-01', '2026-12-31')).toBe('122026');
    expect(gstReturnPeriod('2027-01-01', '2027-03-31')).toBe('032027');
    expect(gstReturnPeriod('2026-11-01', '2026-11-29')).toBeNull();
    expect(gstReturnPeriod('2026-11-02', '2026-11-30')).toBeNull();
    expect(gstReturnPeriod('2026-11-01', '2027-01-31')).toBeNull();
    expect(gstReturnPeriod('2026-10-01', '2026-11-30')).toBeNull();
    expect(gstReturnPeriod('2026-12-01', '2027-02-28')).toBeNull();
  });

  it('gives GSTR-1 as the offline tool JSON, with the same figures', () => {
    const json = gstr1Json(returns, '29ABCDE1234F1Z5', '112026');
    expect(json.fp).toBe('112026');
    expect(json.b2b[0]!.ctin).toBe('29AAGCB7383J1Z4');
    expect(json.b2b[0]!.inv[0]!.itms.map((item) => item.num)).toEqual([1201, 1801]);
    expect(json.b2cl[0]!.pos).toBe('07');
    expect(json.b2cl[0]!.inv[0]!.idt).toBe('05-11-2026');
    expect(json.cdnur[0]!.typ).toBe('B2CL');
    expect(json.doc_issue.doc_det[0]!.docs[0]!.net_issue).toBe(7);
    const txval = json.hsn.data.reduce((sum, row) => sum + Math.round(row.txval * 100), 0);
    expect(txval).toBe(sumTaxTotals(returns.hsn).taxablePaise);
  });
});
