import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/*
 * Webhook signing secrets. The secret must be kept readable (it signs every delivery), so it cannot
 * be hashed like an API key. It is stored encrypted (AES-256-GCM) under a key that is not in the
 * store: REGINTEL_WEBHOOK_SECRET_KEY, or a key file (mode 0600) in the data folder. A copy of the
 * graph (a Neo4j dump, graph.db) alone reveals no secret. Secrets are shown once, at creation and
 * rotation, and never logged (the logger redacts `secret` / `webhook_secret` paths as well).
 */

/** A new Standard Webhooks secret: `whsec_` + base64 of 24 random bytes (192 bits). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** Encrypts and decrypts stored secrets. */
export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

/** A SecretBox over a 32-byte key. Sealed form: `v1:` + base64(iv ‖ tag ‖ ciphertext). */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The webhook secret key must be 32 bytes');
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) throw new Error('Unknown sealed-secret format');
      const raw = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key: the configured one, else `<dataDir>/webhook-secret.key`, created on first use. Several
 * processes share the data folder; the file is created exclusively, so the first one wins and the
 * others read what it wrote.
 */
export function loadSecretKey(options: { configured: string | null; dataDir: string }): Buffer {
  if (options.configured) return Buffer.from(options.configured, 'hex');
  const file = join(options.dataDir, 'webhook-secret.key');
  if (!existsSync(file)) createKeyFile(file);
  const hex = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} does not hold a 64-hex-character key`);
  return Buffer.from(hex, 'hex');
}

function createKeyFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  // Written whole under a private name, then linked into place: link fails if the file exists, and
  // a reader never sees a half-written key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
}
