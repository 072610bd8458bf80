import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

/**
 * A WOFF 1.0 font as the TrueType/OpenType file it wraps (W3C WOFF 1.0: a header, a table
 * directory and zlib-compressed tables). The Open Graph card is drawn by sharp, whose text
 * renderer reads TrueType but not WOFF, and the brand's Poppins is installed only as WOFF.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.length < WOFF_HEADER || src.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font');
  const flavor = src.readUInt32BE(4);
  const numTables = src.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    return {
      tag: src.readUInt32BE(at),
      offset: src.readUInt32BE(at + 4),
      compLength: src.readUInt32BE(at + 8),
      origLength: src.readUInt32BE(at + 12),
      checksum: src.readUInt32BE(at + 16),
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const directoryEnd = 12 + numTables * SFNT_ENTRY;
  const out = Buffer.alloc(tables.reduce((size, t) => size + padded(t.origLength), directoryEnd));

  // The sfnt header's binary-search fields (OpenType spec, "Table directory").
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * SFNT_ENTRY - searchRange, 10);

  let offset = directoryEnd;
  tables.forEach((t, i) => {
    const stored = src.subarray(t.offset, t.offset + t.compLength);
    // A table is stored uncompressed when compressing would not have made it smaller.
    const data = t.compLength < t.origLength ? inflateSync(stored) : stored;
    if (data.length !== t.origLength) throw new Error('Corrupt WOFF table');
    const at = 12 + i * SFNT_ENTRY;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.origLength, at + 12);
    data.copy(out, offset);
    offset += padded(t.origLength);
  });
  return out;
}
