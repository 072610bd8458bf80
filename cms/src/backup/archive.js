// The encryption of a CMS backup (cms/scripts/backup.js, cms/scripts/restore.js). Strapi's own
// export encryption is AES-128 in ECB mode, which shows repeated blocks; the backup is exported
// unencrypted into a private temporary folder and sealed here instead: AES-256-GCM, its key
// derived from the operator's passphrase (BACKUP_ENCRYPTION_KEY) with scrypt and a random salt,
// so a backup read by anyone else is noise, and a backup changed by anyone else is refused.
//
// The seal also authenticates the backup's name, the time it was made and how many entries the
// erasure log held then (the tag covers them as additional data): a genuine old backup copied
// under a newer name is told from the newest and refused (cms/scripts/restore.js), and a log cut
// short before a restore is told from the one the backup knew.
//
// The file: MAGIC (8 bytes) | salt (16) | nonce (12) | label length (2) | label | ciphertext | tag (16),
// the label being JSON { name, madeAt, erasures }. Backups of the first format (MAGIC AGCMSBK1, no
// label) still open, as backups whose name nothing vouches for.
const { createCipheriv, createDecipheriv, randomBytes, scrypt } = require('node:crypto');
const { createReadStream, createWriteStream } = require('node:fs');
const fsp = require('node:fs/promises');
const { Writable } = require('node:stream');
const { pipeline } = require('node:stream/promises');

const MAGIC = Buffer.from('AGCMSBK2');
const MAGIC_UNLABELLED = Buffer.from('AGCMSBK1');
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const FIXED_BYTES = MAGIC.length + SALT_BYTES + NONCE_BYTES;
/** The longest label: a backup's name and an ISO time fit many times over. */
const MAX_LABEL_BYTES = 1024;

/** @typedef {{ name: string, madeAt: string, erasures?: number }} SealLabel what a seal vouches for (erasures: absent before it was sealed) */
/** The shortest passphrase accepted: a random 32-character one is what docs/operators.md asks for. */
const MIN_KEY_LENGTH = 24;

/** Problems with the passphrase, as a sentence, or null. @param {string | undefined} passphrase */
function keyProblem(passphrase) {
  if (!passphrase) return 'BACKUP_ENCRYPTION_KEY is not set: backups hold the enquiries (personal data), so they are always encrypted.';
  if (passphrase.length < MIN_KEY_LENGTH) return `BACKUP_ENCRYPTION_KEY is shorter than ${MIN_KEY_LENGTH} characters.`;
  return null;
}

/** @param {string} passphrase @param {Buffer} salt @returns {Promise<Buffer>} */
const deriveKey = (passphrase, salt) =>
  new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * Seal the file at `from` into `to`, vouching for its name and time.
 * @param {string} from @param {string} to @param {string} passphrase @param {SealLabel} label
 */
async function encryptFile(from, to, passphrase, label) {
  const salt = randomBytes(SALT_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const text = Buffer.from(JSON.stringify({ name: label.name, madeAt: label.madeAt, erasures: label.erasures ?? 0 }));
  if (text.length > MAX_LABEL_BYTES) throw new Error('A backup name that long cannot be sealed.');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length);
  const header = Buffer.concat([MAGIC, salt, nonce, length, text]);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  cipher.setAAD(header);
  const out = createWriteStream(to, { mode: 0o600 });
  out.write(header);
  await pipeline(createReadStream(from), cipher, out, { end: false });
  await new Promise((resolve, reject) => {
    out.once('error', reject);
    out.end(cipher.getAuthTag(), () => resolve(undefined));
  });
}

/**
 * What the sealed file at `from` says it is, read from its header before anything is opened: its
 * label (null for a backup of the first format, which has none) and where its ciphertext starts.
 * Not yet vouched for: decryptFile refuses the file if the label was changed.
 * @param {string} from
 * @returns {Promise<{ label: SealLabel | null, header: Buffer, size: number }>}
 */
async function readSeal(from) {
  const { size } = await fsp.stat(from);
  if (size < FIXED_BYTES + TAG_BYTES) throw new Error(`${from} is not a CMS backup (too short).`);
  const file = await fsp.open(from, 'r');
  try {
    const fixed = Buffer.alloc(FIXED_BYTES + 2);
    await file.read(fixed, 0, fixed.length, 0);
    const magic = fixed.subarray(0, MAGIC.length);
    if (magic.equals(MAGIC_UNLABELLED)) return { label: null, header: fixed.subarray(0, FIXED_BYTES), size };
    if (!magic.equals(MAGIC)) throw new Error(`${from} is not a CMS backup made by cms/scripts/backup.js.`);
    const length = fixed.readUInt16BE(FIXED_BYTES);
    if (length > MAX_LABEL_BYTES || FIXED_BYTES + 2 + length + TAG_BYTES > size)
      throw new Error(`${from} is not a CMS backup (its label is cut).`);
    const text = Buffer.alloc(length);
    await file.read(text, 0, length, FIXED_BYTES + 2);
    /** @type {SealLabel} */
    let label;
    try {
      label = JSON.parse(text.toString('utf8'));
    } catch {
      throw new Error(`${from} could not be opened: the file was changed.`);
    }
    if (
      typeof label?.name !== 'string' ||
      typeof label?.madeAt !== 'string' ||
      (label.erasures !== undefined && !(Number.isInteger(label.erasures) && label.erasures >= 0))
    )
      throw new Error(`${from} could not be opened: the file was changed.`);
    return { label, header: Buffer.concat([fixed, text]), size };
  } finally {
    await file.close();
  }
}

/**
 * Open the sealed file at `from` into `to`; throws on a wrong key or any change (its label's
 * included), and then leaves nothing at `to`: the plaintext is written beside it and only renamed
 * into place once its tag proved it whole (GCM authenticates at the very end, after every byte
 * was written out). Answers the label the seal vouched for (null for a first-format backup).
 * With `to` null, nothing is written: the file's seal is only verified.
 * @param {string} from @param {string | null} to @param {string} passphrase
 * @returns {Promise<SealLabel | null>}
 */
async function decryptFile(from, to, passphrase) {
  const { label, header, size } = await readSeal(from);
  const tag = Buffer.alloc(TAG_BYTES);
  const file = await fsp.open(from, 'r');
  try {
    await file.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await file.close();
  }
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const nonce = header.subarray(MAGIC.length + SALT_BYTES, FIXED_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  if (label) decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const partial = to ? `${to}.partial` : null;
  try {
    await pipeline(
      createReadStream(from, { start: header.length, end: size - TAG_BYTES - 1 }),
      decipher,
      partial ? createWriteStream(partial, { mode: 0o600 }) : new Writable({ write: (_chunk, _enc, done) => done() }),
    );
    if (partial && to) await fsp.rename(partial, to);
  } catch (err) {
    if (partial) await fsp.rm(partial, { force: true });
    if (/unable to authenticate|auth/i.test(err instanceof Error ? err.message : String(err))) {
      throw new Error(`${from} could not be opened: the key is not the one it was made with, or the file was changed.`, { cause: err });
    }
    throw err;
  }
  return label;
}

module.exports = { MIN_KEY_LENGTH, decryptFile, encryptFile, keyProblem, readSeal };
