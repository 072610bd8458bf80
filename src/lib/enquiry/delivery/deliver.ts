import { ENQUIRY_API_PATH } from '../../../config/routes';
import { EnquirySendError } from './send';
import type { EmailOutcome, EnquiryRecordRequest } from '../record';

/**
 * An enquiry goes out by two channels at once, independent of each other: the e-mail (EmailJS,
 * from the browser, exactly as product §7 has it) and a record in the agency's own back office
 * (POST /api/enquiries → Strapi). The visitor is thanked when either confirmed; only when both
 * failed are they told to call, with every answer kept.
 */

/** How long EmailJS may take before the e-mail counts as failed ("timeout"). */
export const EMAIL_TIMEOUT_MS = 15_000;
/** How long the site's own endpoint may take. */
export const STORE_TIMEOUT_MS = 12_000;

export interface EnquiryChannels {
  /** The e-mail; rejects when it failed. */
  email: () => Promise<void>;
  /** The record, with the e-mail's outcome as known at that moment; rejects when not stored. */
  store: (emailOutcome: EmailOutcome, emailError: string) => Promise<void>;
}

export interface Delivery {
  emailed: boolean;
  stored: boolean;
  /** Why the e-mail failed, when it did. */
  emailError: unknown;
  /** The record's last word on the e-mail's outcome, still on its way when the visitor is thanked. */
  reported: Promise<boolean>;
}

/** The e-mail's failure as the record keeps it: EmailJS's status, "timeout", or "error". */
export function emailErrorLabel(error: unknown): string {
  if (error instanceof EnquirySendError)
    return error.cause === 'timeout' ? 'timeout' : error.kind === 'throttled' ? 'throttled' : String(error.status ?? 'error');
  return 'error';
}

const settle = (p: Promise<void>) =>
  p.then(
    () => ({ ok: true as const, error: null }),
    (error: unknown) => ({ ok: false as const, error }),
  );

function withTimeout(p: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new EnquirySendError('failed', null, 'timeout')), ms);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Send by both channels. The record is asked for at once (`pending`); when the e-mail has
 * settled, the record is told its outcome by a second request with the same key, which also
 * stores it if the first did not get through. The visitor waits for that second request only
 * when nothing has confirmed yet.
 */
export async function deliverEnquiry(channels: EnquiryChannels, { emailTimeoutMs = EMAIL_TIMEOUT_MS } = {}): Promise<Delivery> {
  const firstStore = settle(channels.store('pending', ''));
  const email = await settle(withTimeout(channels.email(), emailTimeoutMs));
  const report = (): Promise<boolean> =>
    settle(channels.store(email.ok ? 'sent' : 'failed', email.ok ? '' : emailErrorLabel(email.error))).then((r) => r.ok);
  if (email.ok) {
    // Thanked now; the record learns the e-mail went once its own first request has settled.
    const reported = firstStore.then(report);
    return { emailed: true, stored: false, emailError: null, reported };
  }
  const first = await firstStore;
  if (first.ok) return { emailed: false, stored: true, emailError: email.error, reported: report() };
  const second = await report();
  return { emailed: false, stored: second, emailError: email.error, reported: Promise.resolve(second) };
}

/** The store channel's request: JSON to the site's own endpoint, kept alive through a page change. */
export async function storeEnquiry(record: EnquiryRecordRequest, { fetchImpl = fetch, timeoutMs = STORE_TIMEOUT_MS } = {}): Promise<void> {
  const res = await fetchImpl(ENQUIRY_API_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(record),
    keepalive: true,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`The enquiry was not stored (${res.status})`);
  const body = (await res.json().catch(() => null)) as { ok?: unknown } | null;
  if (body?.ok !== true) throw new Error('The enquiry endpoint did not confirm');
}
