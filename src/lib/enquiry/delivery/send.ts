import { ENV, serviceSetting } from '../../../config/env';
import type { EnquiryTemplateParams } from '../template';

/** EmailJS identifiers, from PUBLIC_EMAILJS_* at build time. */
export interface EmailJsConfig {
  serviceId: string | null;
  templateId: string | null;
  publicKey: string | null;
}

/** The public build variables the enquiry reads (astro:env/client, keyed by config/env.ts). */
export type EnquiryEnv = Partial<
  Record<
    typeof ENV.emailJsServiceId | typeof ENV.emailJsTemplateId | typeof ENV.emailJsPublicKey | typeof ENV.turnstileSiteKey,
    string | undefined
  >
>;

/** The enquiry's outside accounts from the build's environment: each null when unset or off (the record alone then carries it). */
export function enquiryAccounts(env: EnquiryEnv): { emailjs: EmailJsConfig; turnstileSiteKey: string | null } {
  return {
    emailjs: {
      serviceId: serviceSetting(env[ENV.emailJsServiceId]),
      templateId: serviceSetting(env[ENV.emailJsTemplateId]),
      publicKey: serviceSetting(env[ENV.emailJsPublicKey]),
    },
    turnstileSiteKey: env[ENV.turnstileSiteKey] ?? null,
  };
}

/** Which env names are missing, for the build warning and the README. */
export function missingEmailJsConfig(config: EmailJsConfig): string[] {
  const missing: string[] = [];
  if (!config.serviceId) missing.push(ENV.emailJsServiceId);
  if (!config.templateId) missing.push(ENV.emailJsTemplateId);
  if (!config.publicKey) missing.push(ENV.emailJsPublicKey);
  return missing;
}

/**
 * EmailJS's own client-side rate limit (`limitRate`): one send per 10 s per browser. The id is
 * fixed, so /contact and /get-to-know share it (EmailJS would key it by path otherwise).
 */
export const ENQUIRY_RATE_LIMIT = { id: 'enquiry-wizard-send', throttle: 10_000 } as const;

/** The key/value store EmailJS keeps its limit-rate timestamps in (its `StorageProvider`). */
export interface RateStorage {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** localStorage as EmailJS would use it, made safe for private mode (no storage, no limit). */
export function browserRateStorage(): RateStorage | undefined {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return undefined;
    return {
      get: async (key) => storage.getItem(key),
      set: async (key, value) => storage.setItem(key, value),
      remove: async (key) => storage.removeItem(key),
    };
  } catch {
    return undefined;
  }
}

/**
 * Why a send failed. EmailJS rejects its own limit-rate refusal with the same `{ status: 429 }`
 * as the server's 429; `throttled` is the local one, told apart by whether EmailJS got as far as
 * stamping the send in its storage.
 */
export type SendFailureKind = 'throttled' | 'failed';

export class EnquirySendError extends Error {
  constructor(
    readonly kind: SendFailureKind,
    readonly status: number | null,
    override readonly cause: unknown,
  ) {
    super(`Enquiry send failed (${kind}${status ? ` ${status}` : ''})`);
    this.name = 'EnquirySendError';
  }
}

type EmailJsSend = (
  serviceId: string,
  templateId: string,
  params: Record<string, unknown>,
  options: Record<string, unknown>,
) => Promise<unknown>;

/**
 * Send the enquiry through EmailJS (product §7), with EmailJS's `limitRate`. The library is imported
 * on first send, so its code loads only when a visitor actually submits.
 *
 * EmailJS stamps the time before the request leaves, so a failed request would also block the
 * retry for 10 s; a failure frees the stamp again, because nothing was sent. The limit is on
 * enquiries that went out. Rejects with an EnquirySendError.
 */
export async function sendEnquiry(
  config: EmailJsConfig,
  params: EnquiryTemplateParams,
  { storage = browserRateStorage(), sendImpl }: { storage?: RateStorage | undefined; sendImpl?: EmailJsSend } = {},
): Promise<void> {
  const send: EmailJsSend = sendImpl ?? ((await import('@emailjs/browser')).send as unknown as EmailJsSend);
  let stamped = false;
  let previous: string | null | undefined = null;
  const tracking: RateStorage | undefined = storage && {
    get: (key) => storage.get(key),
    set: async (key, value) => {
      previous = await storage.get(key);
      stamped = true;
      await storage.set(key, value);
    },
    remove: (key) => storage.remove(key),
  };
  try {
    await send(config.serviceId ?? '', config.templateId ?? '', params, {
      publicKey: config.publicKey ?? '',
      limitRate: ENQUIRY_RATE_LIMIT,
      ...(tracking ? { storageProvider: tracking } : {}),
    });
  } catch (error) {
    const status = statusOf(error);
    if (tracking && !stamped && status === 429) throw new EnquirySendError('throttled', 429, error);
    if (stamped && storage) {
      try {
        if (previous) await storage.set(ENQUIRY_RATE_LIMIT.id, previous);
        else await storage.remove(ENQUIRY_RATE_LIMIT.id);
      } catch {
        /* storage gone: the limit stays, which is only stricter */
      }
    }
    throw new EnquirySendError('failed', status, error);
  }
}

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const status = Number((error as { status: unknown }).status);
  return Number.isFinite(status) && status > 0 ? status : null;
}

/** Texts of the wizard's send states beyond product §8 (the offline sentence is quoted word for word). */
export const ENQUIRY_SEND_MESSAGES = {
  offline: "You're offline. Your enquiry is saved and will be sent when you're back online.",
  throttled: 'You sent an enquiry from this browser a few seconds ago. Please wait 10 seconds, then press Send again.',
  interrupted:
    'The page reloaded while your enquiry was being sent, so it has most likely reached us. To be sure it never arrives twice, it was not sent again.',
} as const;

/**
 * A short, polite sentence for a failed send (beyond product §8, which only logs). EmailJS rejects
 * with `{ status, text }`: 429 too many requests, 403 blocked, 451 headless browser; the local
 * limit-rate refusal (also 429 from EmailJS) gets its own sentence.
 */
export function sendFailureMessage(error: unknown, phone: string): string {
  const callUs = `You can also call us at ${phone}.`;
  if (error instanceof EnquirySendError && error.kind === 'throttled') return `${ENQUIRY_SEND_MESSAGES.throttled} ${callUs}`;
  const status = error instanceof EnquirySendError ? error.status : statusOf(error);
  if (status === 429) {
    return `We have received too many requests in a short time. Please wait a minute and try again. ${callUs}`;
  }
  return `Sorry, your enquiry could not be sent. Your answers are saved here, so please try again. ${callUs}`;
}
