import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const poppins = readFileSync(require.resolve('@fontsource/poppins/files/poppins-latin-700-normal.woff'));

/** The tables of an sfnt file by tag. */
function sfntTables(font: Buffer) {
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    const offset = font.readUInt32BE(at + 8);
    tables.set(font.subarray(at, at + 4).toString('latin1'), font.subarray(offset, offset + font.readUInt32BE(at + 12)));
  }
  return tables;
}

/** A one-table WOFF built by hand, compressed or stored. */
function tinyWoff(table: Buffer, compress: boolean) {
  const stored = compress ? deflateSync(table) : table;
  const header = Buffer.alloc(44 + 20);
  header.writeUInt32BE(0x774f4646, 0);
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt16BE(1, 12);
  header.write('test', 44, 'latin1');
  header.writeUInt32BE(64, 48);
  header.writeUInt32BE(stored.length, 52);
  header.writeUInt32BE(table.length, 56);
  header.writeUInt32BE(0xdeadbeef, 60);
  return Buffer.concat([header, stored]);
}

describe('woffToSfnt', () => {
  it('unwraps the brand font into a TrueType file with every table intact', () => {
    const font = woffToSfnt(poppins);
    expect(font.readUInt32BE(0)).toBe(poppins.readUInt32BE(4));
    const tables = sfntTables(font);
    expect(tables.size).toBe(poppins.readUInt16BE(12));
    expect([...tables.keys()]).toEqual(expect.arrayContaining(['head', 'name', 'glyf', 'cmap']));
    // head's magic number (OpenType spec) sits 12 bytes in: the table was inflated whole.
    expect(tables.get('head')!.readUInt32BE(12)).toBe(0x5f0f3cf5);
    expect(tables.get('name')!.toString('latin1').replace(/\0/g, '')).toContain('Poppins');
  });

  it.each([
    ['compressed', true],
    ['stored', false],
  ])('copies a %s table and its checksum, padded to four bytes', (_, compress) => {
    const table = Buffer.from('hello '.repeat(10).trim()); // 59 bytes that compress well
    const font = woffToSfnt(tinyWoff(table, compress));
    expect(font.readUInt16BE(4)).toBe(1);
    expect(font.subarray(12, 16).toString('latin1')).toBe('test');
    expect(font.readUInt32BE(16)).toBe(0xdeadbeef);
    expect(sfntTables(font).get('test')).toEqual(table);
    expect(font.length).toBe(12 + 16 + 60);
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 is another format entirely, with more bytes'))).toThrow('Not a WOFF 1.0 font');
  });
});
