/**
 * A JPEG carrying EXIF (TIFF IFD0 with Make, Model, Orientation; an Exif IFD with
 * DateTimeOriginal; a GPS IFD) and an XMP packet and a comment, assembled byte by byte from the
 * EXIF 2.32 layout, for the EXIF tools' tests.
 */
import jpeg from 'jpeg-js';

type Entry = { tag: number; type: 2 | 3 | 4 | 5; values: number[] | string };

function ifd(entries: Entry[], start: number, next = 0): { bytes: Buffer; size: number } {
  const head = 2 + entries.length * 12 + 4;
  const extra: Buffer[] = [];
  let extraOffset = start + head;
  const table = Buffer.alloc(head);
  table.writeUInt16BE(entries.length, 0);
  entries.forEach((e, i) => {
    const at = 2 + i * 12;
    let data: Buffer;
    let count: number;
    if (e.type === 2) (data = Buffer.from(`${e.values as string}\0`, 'latin1')), (count = data.length);
    else if (e.type === 3) (data = Buffer.alloc(2 * (e.values as number[]).length)), (e.values as number[]).forEach((v, k) => data.writeUInt16BE(v, 2 * k)), (count = (e.values as number[]).length);
    else if (e.type === 4) (data = Buffer.alloc(4 * (e.values as number[]).length)), (e.values as number[]).forEach((v, k) => data.writeUInt32BE(v, 4 * k)), (count = (e.values as number[]).length);
    else (data = Buffer.alloc(4 * (e.values as number[]).length)), (e.values as number[]).forEach((v, k) => data.writeUInt32BE(v, 4 * k)), (count = (e.values as number[]).length / 2);
    table.writeUInt16BE(e.tag, at);
    table.writeUInt16BE(e.type, at + 2);
    table.writeUInt32BE(count, at + 4);
    if (data.length <= 4) data.copy(table, at + 8);
    else {
      table.writeUInt32BE(extraOffset, at + 8);
      extra.push(data);
      extraOffset += data.length;
    }
  });
  table.writeUInt32BE(next, head - 4);
  const bytes = Buffer.concat([table, ...extra]);
  return { bytes, size: bytes.length };
}

/** A 16×8 JPEG with EXIF (camera, orientation 6, date, GPS at the Eiffel tower), XMP and a comment. */
export function jpegWithExif(): Buffer {
  const body = Buffer.from(jpeg.encode({ width: 16, height: 8, data: Buffer.alloc(16 * 8 * 4, 200) }, 90).data);
  // offsets count from the TIFF header; IFD0 at 8, then the Exif and GPS IFDs after it
  const ifd0Entries = (exifAt: number, gpsAt: number): Entry[] => [
    { tag: 0x010f, type: 2, values: 'Canon' },
    { tag: 0x0110, type: 2, values: 'Canon EOS R5' },
    { tag: 0x0112, type: 3, values: [6] },
    { tag: 0x8769, type: 4, values: [exifAt] },
    { tag: 0x8825, type: 4, values: [gpsAt] },
  ];
  const first = ifd(ifd0Entries(0, 0), 8);
  const exifAt = 8 + first.size;
  const exif = ifd([{ tag: 0x9003, type: 2, values: '2024:05:06 07:08:09' }, { tag: 0x8827, type: 3, values: [400] }], exifAt);
  const gpsAt = exifAt + exif.size;
  const gps = ifd(
    [
      { tag: 0x0001, type: 2, values: 'N' },
      { tag: 0x0002, type: 5, values: [48, 1, 51, 1, 296, 10] },
      { tag: 0x0003, type: 2, values: 'E' },
      { tag: 0x0004, type: 5, values: [2, 1, 17, 1, 402, 10] },
    ],
    gpsAt,
  );
  const ifd0 = ifd(ifd0Entries(exifAt, gpsAt), 8);
  const tiff = Buffer.concat([Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8]), ifd0.bytes, exif.bytes, gps.bytes]);
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  const app1 = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
  const xmp = segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="ctp test"/></rdf:RDF></x:xmpmeta>', 'latin1'));
  const comment = segment(0xfe, Buffer.from('secret comment', 'latin1'));
  return Buffer.concat([body.subarray(0, 2), app1, xmp, comment, body.subarray(2)]);
}
