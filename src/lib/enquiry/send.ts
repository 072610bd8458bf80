import type { EnquiryTemplateParams } from './template';

/** EmailJS identifiers, from PUBLIC_EMAILJS_* at build time. */
export interface EmailJsConfig {
  serviceId: string | null;
  templateId: string | null;
  publicKey: string | null;
}

/** Which env names are missing, for the build warning and the README. */
export function missingEmailJsConfig(config: EmailJsConfig): string[] {
  const missing: string[] = [];
  if (!config.serviceId) missing.push('PUBLIC_EMAILJS_SERVICE_ID');
  if (!config.templateId) missing.push('PUBLIC_EMAILJS_TEMPLATE_ID');
  if (!config.publicKey) missing.push('PUBLIC_EMAILJS_PUBLIC_KEY');
  return missing;
}

/**
 * Send the enquiry through EmailJS (SPEC §7). The library is imported on first send, so its
 * code loads only when a visitor actually submits. Rejects with what EmailJS rejected with.
 */
export async function sendEnquiry(config: EmailJsConfig, params: EnquiryTemplateParams): Promise<void> {
  const { send } = await import('@emailjs/browser');
  await send(config.serviceId ?? '', config.templateId ?? '', params, { publicKey: config.publicKey ?? '' });
}

/**
 * A short, polite sentence for a failed send (beyond SPEC §8, which only logs). EmailJS rejects
 * with `{ status, text }`: 429 too many requests, 403 blocked, 451 headless browser.
 */
export function sendFailureMessage(error: unknown, phone: string): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : null;
  const callUs = `You can also call us at ${phone}.`;
  if (status === 429) {
    return `We have received too many requests in a short time. Please wait a minute and try again. ${callUs}`;
  }
  return `Sorry, your enquiry could not be sent. Your answers are saved here, so please try again. ${callUs}`;
}
