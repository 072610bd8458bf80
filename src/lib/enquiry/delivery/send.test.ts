import { describe, expect, it, vi } from 'vitest';
import { EMPTY_ENQUIRY } from '../types';
import { toTemplateParams } from '../template';
import {
  ENQUIRY_RATE_LIMIT,
  ENQUIRY_SEND_MESSAGES,
  EnquirySendError,
  enquiryAccounts,
  missingEmailJsConfig,
  sendEnquiry,
  sendFailureMessage,
  type RateStorage,
} from './send';
import { ENV } from '../../../config/env';
import { FILLED_ENQUIRY } from '../record.fixture';
import { ENQUIRY_STORAGE_KEY, loadWizard, saveWizard } from '../wizard/storage';
import { memoryStorage } from '../wizard/storage.test-support';

const config = { serviceId: 's', templateId: 't', publicKey: 'p' };
const params = toTemplateParams({ ...EMPTY_ENQUIRY, firstName: 'Ada' });

function rateStorage(initial: Record<string, string> = {}): RateStorage & { m: Map<string, string> } {
  const m = new Map(Object.entries(initial));
  return {
    m,
    get: async (k) => m.get(k) ?? null,
    set: async (k, v) => void m.set(k, v),
    remove: async (k) => void m.delete(k),
  };
}

/** EmailJS's send as v4.4 does it: limit-rate check and stamp through the storage, then the request. */
function fakeEmailJs(request: () => Promise<unknown>) {
  return vi.fn(async (_s: string, _t: string, _p: Record<string, unknown>, options: Record<string, unknown>) => {
    const { id, throttle } = options.limitRate as { id: string; throttle: number };
    const storage = options.storageProvider as RateStorage;
    const last = Number((await storage.get(id)) || 0);
    if (throttle - Date.now() + last > 0) throw { status: 429, text: 'Too Many Requests' };
    await storage.set(id, Date.now().toString());
    return request();
  });
}

describe('sendEnquiry with EmailJS limitRate', () => {
  it('passes one send per 10 s per browser, under one id for every page', async () => {
    const sendImpl = fakeEmailJs(async () => ({ status: 200 }));
    const storage = rateStorage();
    await sendEnquiry(config, params, { storage, sendImpl });
    expect(sendImpl.mock.calls[0]![3]).toMatchObject({ publicKey: 'p', limitRate: { id: ENQUIRY_RATE_LIMIT.id, throttle: 10_000 } });
    expect(storage.m.has(ENQUIRY_RATE_LIMIT.id)).toBe(true);
  });

  it('a second send within 10 s is refused locally, told apart from a server 429', async () => {
    const request = vi.fn(async () => ({ status: 200 }));
    const sendImpl = fakeEmailJs(request);
    const storage = rateStorage();
    await sendEnquiry(config, params, { storage, sendImpl });
    const refused = await sendEnquiry(config, params, { storage, sendImpl }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EnquirySendError);
    expect(refused).toMatchObject({ kind: 'throttled', status: 429 });
    expect(request).toHaveBeenCalledTimes(1);

    const server = await sendEnquiry(config, params, {
      storage: rateStorage(),
      sendImpl: fakeEmailJs(async () => Promise.reject({ status: 429, text: 'Too Many Requests' })),
    }).catch((e: unknown) => e);
    expect(server).toMatchObject({ kind: 'failed', status: 429 });
    expect(sendFailureMessage(refused, '555')).not.toBe(sendFailureMessage(server, '555'));
  });

  it('a failed request frees the limit (nothing was sent), so the retry goes at once', async () => {
    const storage = rateStorage();
    const failing = fakeEmailJs(async () => Promise.reject({ status: 500, text: 'down' }));
    await expect(sendEnquiry(config, params, { storage, sendImpl: failing })).rejects.toMatchObject({ kind: 'failed', status: 500 });
    expect(storage.m.has(ENQUIRY_RATE_LIMIT.id)).toBe(false);
    const offline = fakeEmailJs(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendEnquiry(config, params, { storage, sendImpl: offline })).rejects.toMatchObject({ kind: 'failed', status: null });
    expect(storage.m.has(ENQUIRY_RATE_LIMIT.id)).toBe(false);
    await expect(sendEnquiry(config, params, { storage, sendImpl: fakeEmailJs(async () => ({ status: 200 })) })).resolves.toBeUndefined();
  });

  it('a failure puts back an older stamp rather than dropping it', async () => {
    const storage = rateStorage({ [ENQUIRY_RATE_LIMIT.id]: '5' });
    await expect(
      sendEnquiry(config, params, { storage, sendImpl: fakeEmailJs(async () => Promise.reject({ status: 500 })) }),
    ).rejects.toBeTruthy();
    expect(storage.m.get(ENQUIRY_RATE_LIMIT.id)).toBe('5');
  });

  it('without storage (private mode) it still sends', async () => {
    const sendImpl = vi.fn(async () => ({ status: 200 }));
    await sendEnquiry(config, params, { storage: undefined, sendImpl });
    expect(sendImpl).toHaveBeenCalledTimes(1);
  });
});

describe('messages', () => {
  it('offline, word for word', () => {
    expect(ENQUIRY_SEND_MESSAGES.offline).toBe("You're offline. Your enquiry is saved and will be sent when you're back online.");
  });

  it('local refusal: wait a few seconds; server 429: too many requests', () => {
    const local = sendFailureMessage(new EnquirySendError('throttled', 429, null), '(312) 555-0147');
    expect(local).toMatch(/a few seconds ago.*wait 10 seconds.*\(312\) 555-0147/);
    expect(local).not.toMatch(/too many requests/i);
    expect(sendFailureMessage(new EnquirySendError('failed', 429, null), '1')).toMatch(/too many requests/i);
    expect(sendFailureMessage(new EnquirySendError('failed', 500, null), '1')).toMatch(/could not be sent/);
  });
});

describe('in-flight marking in storage', () => {
  it('keeps the start time and the in-flight mark across a reload', () => {
    const s = memoryStorage();
    saveWizard(s, { step: 5, data: EMPTY_ENQUIRY, startedAt: 100, inFlightSince: 200 });
    expect(loadWizard(s)).toEqual({ step: 5, data: EMPTY_ENQUIRY, startedAt: 100, inFlightSince: 200 });
    saveWizard(s, { step: 5, data: EMPTY_ENQUIRY, startedAt: 100, inFlightSince: null });
    expect(loadWizard(s)).toEqual({ step: 5, data: EMPTY_ENQUIRY, startedAt: 100 });
  });

  it('ignores a mark that is not a time', () => {
    const s = memoryStorage();
    s.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify({ step: 5, data: {}, startedAt: 'soon', inFlightSince: true }));
    expect(loadWizard(s)).toEqual({ step: 5, data: EMPTY_ENQUIRY });
  });
});

describe('sending', () => {
  it('names the missing EmailJS variables', () => {
    expect(missingEmailJsConfig({ serviceId: null, templateId: 't', publicKey: null })).toEqual([
      ENV.emailJsServiceId,
      ENV.emailJsPublicKey,
    ]);
    expect(missingEmailJsConfig({ serviceId: 's', templateId: 't', publicKey: 'p' })).toEqual([]);
  });

  it('reads its accounts from the build variables by their names, null where one is unset', () => {
    expect(
      enquiryAccounts({ PUBLIC_EMAILJS_SERVICE_ID: 'svc', PUBLIC_EMAILJS_PUBLIC_KEY: 'key', PUBLIC_TURNSTILE_SITE_KEY: undefined }),
    ).toEqual({ emailjs: { serviceId: 'svc', templateId: null, publicKey: 'key' }, turnstileSiteKey: null });
    expect(enquiryAccounts({ PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl', PUBLIC_TURNSTILE_SITE_KEY: 'site' })).toEqual({
      emailjs: { serviceId: null, templateId: 'tpl', publicKey: null },
      turnstileSiteKey: 'site',
    });
  });

  it('without configuration the send fails (and the wizard stays on step 5)', async () => {
    await expect(
      sendEnquiry({ serviceId: null, templateId: null, publicKey: null }, toTemplateParams(FILLED_ENQUIRY)),
    ).rejects.toBeTruthy();
  });

  it('says which rejection it was where that helps', () => {
    expect(sendFailureMessage({ status: 429, text: 'Too Many Requests' }, '(312) 555-0147')).toMatch(
      /too many requests.*\(312\) 555-0147/i,
    );
    expect(sendFailureMessage(new Error('x'), '(312) 555-0147')).toMatch(/could not be sent.*try again.*\(312\) 555-0147/);
  });
});
