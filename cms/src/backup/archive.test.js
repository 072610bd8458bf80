import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import archive from './archive.js';

const { decryptFile, encryptFile, keyProblem, readSeal } = archive;
const LABEL = { name: 'cms-backup-20261128T033000Z.tar.gz.sealed', madeAt: '2026-11-28T03:30:00.000Z', erasures: 3 };
const KEY = 'a-passphrase-of-thirty-two-chars';

// scrypt is slow on purpose: on a busy machine a test seals and opens for seconds.
describe('a sealed backup', { timeout: 30_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-'));
  const plain = join(dir, 'export.tar.gz');
  // Repeated blocks, as a tar of similar records has: nothing of them may show through.
  const bytes = Buffer.concat([Buffer.alloc(64 * 1024, 'enquiry: jane@example.com '), randomBytes(1000)]);
  writeFileSync(plain, bytes);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens with its key to the same bytes, and shows nothing of them', async () => {
    await encryptFile(plain, join(dir, 'sealed'), KEY, LABEL);
    const sealed = readFileSync(join(dir, 'sealed'));
    expect(sealed.includes(Buffer.from('jane@example.com'))).toBe(false);
    const label = Buffer.from(JSON.stringify(LABEL));
    expect(sealed.length).toBe(bytes.length + 8 + 16 + 12 + 2 + label.length + 16);
    expect(await decryptFile(join(dir, 'sealed'), join(dir, 'opened'), KEY)).toEqual(LABEL);
    expect(readFileSync(join(dir, 'opened')).equals(bytes)).toBe(true);
  });

  it('is different every time (salt and nonce are random)', async () => {
    await encryptFile(plain, join(dir, 'one'), KEY, LABEL);
    await encryptFile(plain, join(dir, 'two'), KEY, LABEL);
    expect(readFileSync(join(dir, 'one')).equals(readFileSync(join(dir, 'two')))).toBe(false);
  });

  it('refuses another key and a changed byte', async () => {
    await encryptFile(plain, join(dir, 'sealed2'), KEY, LABEL);
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

  it('vouches for its name and time: a label changed to a newer one is refused, before anything is opened', async () => {
    await encryptFile(plain, join(dir, 'labelled'), KEY, LABEL);
    expect((await readSeal(join(dir, 'labelled'))).label).toEqual(LABEL);
    const sealed = readFileSync(join(dir, 'labelled'));
    // The same length, so only the seal can tell: a day later.
    const forged = Buffer.from(
      sealed.toString('latin1').replace('20261128T0330', '20261129T0330').replace('2026-11-28T03', '2026-11-29T03'),
      'latin1',
    );
    expect(forged.equals(sealed)).toBe(false);
    writeFileSync(join(dir, 'forged'), forged);
    expect((await readSeal(join(dir, 'forged'))).label?.name).toBe('cms-backup-20261129T033000Z.tar.gz.sealed');
    await expect(decryptFile(join(dir, 'forged'), join(dir, 'w'), KEY)).rejects.toThrow('the file was changed');
    expect(readdirSync(dir).filter((f) => /^w(\.partial)?$/.test(f))).toEqual([]);
  });

  it('vouches for the erasure log’s length too, and verifies a seal without writing anything out', async () => {
    await encryptFile(plain, join(dir, 'counted'), KEY, LABEL);
    const before = readdirSync(dir).length;
    expect(await decryptFile(join(dir, 'counted'), null, KEY)).toEqual(LABEL);
    expect(readdirSync(dir)).toHaveLength(before);
    // A lower count, to hide entries removed since: the same length, refused.
    const forged = Buffer.from(readFileSync(join(dir, 'counted')).toString('latin1').replace('"erasures":3', '"erasures":1'), 'latin1');
    writeFileSync(join(dir, 'uncounted'), forged);
    await expect(decryptFile(join(dir, 'uncounted'), null, KEY)).rejects.toThrow('the file was changed');
  });

  it('still opens a backup of the first format, and says nothing vouches for its name', async () => {
    // AGCMSBK1 | salt | nonce | ciphertext | tag, as the last round wrote them.
    const { createCipheriv, scryptSync } = await import('node:crypto');
    const salt = randomBytes(16);
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', scryptSync(KEY, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }), nonce);
    const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
    writeFileSync(join(dir, 'old'), Buffer.concat([Buffer.from('AGCMSBK1'), salt, nonce, body, cipher.getAuthTag()]));
    expect((await readSeal(join(dir, 'old'))).label).toBeNull();
    expect(await decryptFile(join(dir, 'old'), join(dir, 'old-opened'), KEY)).toBeNull();
    expect(readFileSync(join(dir, 'old-opened')).equals(bytes)).toBe(true);
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
