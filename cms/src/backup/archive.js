// The encryption of a CMS backup (cms/scripts/backup.js, cms/scripts/restore.js). Strapi's own
// export encryption is AES-128 in ECB mode, which shows repeated blocks; the backup is exported
// unencrypted into a private temporary folder and sealed here instead: AES-256-GCM, its key
// derived from the operator's passphrase (BACKUP_ENCRYPTION_KEY) with scrypt and a random salt,
// so a backup read by anyone else is noise, and a backup changed by anyone else is refused.
//
// The file: MAGIC (8 bytes) | salt (16) | nonce (12) | ciphertext | tag (16).
const { createCipheriv, createDecipheriv, randomBytes, scrypt } = require('node:crypto');
const { createReadStream, createWriteStream } = require('node:fs');
const fsp = require('node:fs/promises');
const { pipeline } = require('node:stream/promises');

const MAGIC = Buffer.from('AGCMSBK1');
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + NONCE_BYTES;
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

/** Seal the file at `from` into `to`. @param {string} from @param {string} to @param {string} passphrase */
async function encryptFile(from, to, passphrase) {
  const salt = randomBytes(SALT_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  const out = createWriteStream(to, { mode: 0o600 });
  out.write(Buffer.concat([MAGIC, salt, nonce]));
  await pipeline(createReadStream(from), cipher, out, { end: false });
  await new Promise((resolve, reject) => {
    out.once('error', reject);
    out.end(cipher.getAuthTag(), () => resolve(undefined));
  });
}

/**
 * Open the sealed file at `from` into `to`; throws on a wrong key or any change, and then leaves
 * nothing at `to`: the plaintext is written beside it and only renamed into place once its tag
 * proved it whole (GCM authenticates at the very end, after every byte was written out).
 * @param {string} from @param {string} to @param {string} passphrase
 */
async function decryptFile(from, to, passphrase) {
  const { size } = await fsp.stat(from);
  if (size < HEADER_BYTES + TAG_BYTES) throw new Error(`${from} is not a CMS backup (too short).`);
  const file = await fsp.open(from, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    await file.read(header, 0, HEADER_BYTES, 0);
    await file.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await file.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`${from} is not a CMS backup made by cms/scripts/backup.js.`);
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const nonce = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  decipher.setAuthTag(tag);
  const partial = `${to}.partial`;
  try {
    await pipeline(
      createReadStream(from, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(partial, { mode: 0o600 }),
    );
    await fsp.rename(partial, to);
  } catch (err) {
    await fsp.rm(partial, { force: true });
    if (/unable to authenticate|auth/i.test(err instanceof Error ? err.message : String(err))) {
      throw new Error(`${from} could not be opened: the key is not the one it was made with, or the file was changed.`);
    }
    throw err;
  }
}

module.exports = { MIN_KEY_LENGTH, decryptFile, encryptFile, keyProblem };
