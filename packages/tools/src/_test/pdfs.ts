/** PDFs for the PDF tools' tests, made with pdf-lib: each page says its label and number. */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function labelledPdf(pages: number, label: string, size: [number, number] = [300, 200]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage(size).drawText(`${label} page ${i}`, { x: 20, y: 100, font, size: 14 });
  doc.setTitle(`${label} document`);
  doc.setAuthor('Test Author');
  return Buffer.from(await doc.save());
}

export const pdfUrl = (bytes: Uint8Array) => `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`;
