import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import archive from './archive.js';

const { decryptFile, encryptFile, keyProblem } = archive;
const KEY = 'a-passphrase-of-thirty-two-chars';

describe('a sealed backup', () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-'));
  const plain = join(dir, 'export.tar.gz');
  // Repeated blocks, as a tar of similar records has: nothing of them may show through.
  const bytes = Buffer.concat([Buffer.alloc(64 * 1024, 'enquiry: jane@example.com '), randomBytes(1000)]);
  writeFileSync(plain, bytes);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens with its key to the same bytes, and shows nothing of them', async () => {
    await encryptFile(plain, join(dir, 'sealed'), KEY);
    const sealed = readFileSync(join(dir, 'sealed'));
    expect(sealed.includes(Buffer.from('jane@example.com'))).toBe(false);
    expect(sealed.length).toBe(bytes.length + 8 + 16 + 12 + 16);
    await decryptFile(join(dir, 'sealed'), join(dir, 'opened'), KEY);
    expect(readFileSync(join(dir, 'opened')).equals(bytes)).toBe(true);
  });

  it('is different every time (salt and nonce are random)', async () => {
    await encryptFile(plain, join(dir, 'one'), KEY);
    await encryptFile(plain, join(dir, 'two'), KEY);
    expect(readFileSync(join(dir, 'one')).equals(readFileSync(join(dir, 'two')))).toBe(false);
  });

  it('refuses another key and a changed byte', async () => {
    await encryptFile(plain, join(dir, 'sealed2'), KEY);
    await expect(decryptFile(join(dir, 'sealed2'), join(dir, 'x'), `${KEY}!`)).rejects.toThrow(
      'the key is not the one it was made with, or the file was changed',
    );
    const tampered = readFileSync(join(dir, 'sealed2'));
    tampered[100] ^= 1;
    writeFileSync(join(dir, 'tampered'), tampered);
    await expect(decryptFile(join(dir, 'tampered'), join(dir, 'y'), KEY)).rejects.toThrow('the file was changed');
    // Nothing unauthenticated is left behind, at the target or beside it.
    expect(readdirSync(dir).filter((f) => /^(x|y)(\.partial)?$/.test(f))).toEqual([]);
  });

  it('refuses a file that is not a backup', async () => {
    writeFileSync(join(dir, 'other'), Buffer.alloc(100, 1));
    await expect(decryptFile(join(dir, 'other'), join(dir, 'z'), KEY)).rejects.toThrow('is not a CMS backup made by cms/scripts/backup.js');
  });

  it.each([
    [undefined, 'BACKUP_ENCRYPTION_KEY is not set'],
    ['short', 'BACKUP_ENCRYPTION_KEY is shorter than 24 characters.'],
  ])('needs a long passphrase (%s)', (key, problem) => {
    expect(keyProblem(key)).toContain(problem);
  });

  it('takes a long one', () => expect(keyProblem(KEY)).toBeNull());
});
