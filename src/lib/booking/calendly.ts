/**
 * The Calendly booking frame's URL (product §2 Booking, §3 Booking prefill, §5, §9), built the way
 * Calendly's own embed builds it: page colours, prefill and tracking as query parameters.
 */
import colours from '../../config/brand.json' with { type: 'json' };

export interface BookingPrefill {
  name?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  guests?: string[];
  location?: string;
  smsReminderNumber?: string;
  date?: Date;
  /** Only keys shaped like a1..a99 reach Calendly (product §5). */
  customAnswers?: Record<string, string>;
}

export interface BookingTracking {
  utmCampaign?: string;
  utmSource?: string;
  utmMedium?: string;
  utmContent?: string;
  utmTerm?: string;
  salesforceUuid?: string;
}

export interface PageSettings {
  backgroundColor?: string;
  primaryColor?: string;
  textColor?: string;
  hideGdprBanner?: boolean;
  hideEventTypeDetails?: boolean;
}

/** product §2: empty email and name, three empty custom answers, empty tracking, the page's colours. */
export const DEFAULT_PREFILL: BookingPrefill = { email: '', name: '', customAnswers: { a1: '', a2: '', a3: '' } };
export const DEFAULT_TRACKING: BookingTracking = { utmCampaign: '', utmSource: '', utmMedium: '', utmContent: '', utmTerm: '' };
export const PAGE_COLOURS: PageSettings = {
  backgroundColor: 'ffffff',
  primaryColor: colours.accent.DEFAULT,
  textColor: colours.ink.DEFAULT,
};

const CUSTOM_ANSWER_KEY = /^a\d{1,2}$/;

/** The custom answers Calendly accepts: keys a + 1-2 digits. */
export function filterCustomAnswers(answers: Record<string, string> = {}): Array<[string, string]> {
  return Object.entries(answers).filter(([key]) => CUSTOM_ANSWER_KEY.test(key));
}

const hex = (colour?: string) => colour?.replace(/^#/, '').toLowerCase();
const yyyyMmDd = (d: Date) => d.toISOString().slice(0, 10);

export function calendlyUrl(
  base: string,
  {
    prefill = DEFAULT_PREFILL,
    tracking = DEFAULT_TRACKING,
    page = PAGE_COLOURS,
    embedType = 'PopupWidget',
  }: {
    prefill?: BookingPrefill;
    tracking?: BookingTracking;
    page?: PageSettings;
    embedType?: 'PopupWidget' | 'Inline';
  } = {},
): string {
  const url = new URL(base);
  const set = (key: string, value: string | undefined | null) => {
    if (value) url.searchParams.set(key, value);
  };
  set('background_color', hex(page.backgroundColor));
  if (page.hideEventTypeDetails) url.searchParams.set('hide_event_type_details', '1');
  set('primary_color', hex(page.primaryColor));
  set('text_color', hex(page.textColor));
  if (page.hideGdprBanner) url.searchParams.set('hide_gdpr_banner', '1');
  set('name', prefill.name);
  set('sms_reminder_number', prefill.smsReminderNumber);
  set('location', prefill.location);
  set('first_name', prefill.firstName);
  set('last_name', prefill.lastName);
  if (prefill.guests?.length) url.searchParams.set('guests', prefill.guests.join(','));
  set('email', prefill.email);
  if (prefill.date) url.searchParams.set('date', yyyyMmDd(prefill.date));
  set('utm_campaign', tracking.utmCampaign);
  set('utm_source', tracking.utmSource);
  set('utm_medium', tracking.utmMedium);
  set('utm_content', tracking.utmContent);
  set('utm_term', tracking.utmTerm);
  set('salesforce_uuid', tracking.salesforceUuid);
  url.searchParams.set('embed_type', embedType);
  url.searchParams.set('embed_domain', '1');
  // Custom answers go even when empty, as Calendly's embed sends them.
  for (const [key, value] of filterCustomAnswers(prefill.customAnswers)) url.searchParams.set(key, value);
  return url.href;
}

/** Parameters only Calendly's embed reads: it marks the page as a frame on another site. */
const EMBED_ONLY_PARAMS = ['embed_type', 'embed_domain'] as const;

/**
 * The provider's own booking page, for the "Schedule Now" link that works without JavaScript
 * (in a new tab): the configured page, without the embed's markers. The embedded frame alone
 * carries the prefill, tracking and colours of calendlyUrl.
 */
export function calendlyPageUrl(base: string): string {
  const url = new URL(base);
  for (const key of EMBED_ONLY_PARAMS) url.searchParams.delete(key);
  return url.href;
}

/** The booking dialog's body, where Calendly's frame mounts (components/islands/booking). */
export const POPUP_ROOT_ID = 'booking-calendar';

/** product §5: the popup needs its root element, otherwise it raises an error. */
export function popupRoot<T>(doc: { getElementById(id: string): T | null }, id: string): T {
  const root = doc.getElementById(id);
  if (!root) throw new Error(`Booking popup needs a root element: no element with id "${id}" on the page.`);
  return root;
}

/** What the booking modal says without a calendar (PUBLIC_CALENDLY_URL unset or off): the enquiry and the phone instead. */
export const BOOKING_ELSEWHERE = {
  text: 'Tell us a little about your project and we will suggest a time for your free consultation.',
  enquiry: 'Tell us about your project',
} as const;
