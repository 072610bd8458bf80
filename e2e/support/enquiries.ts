import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { EnquiryRecordRequest, StoredEnquiry } from '../../src/lib/enquiry/record';
import { ENQUIRY_API_PATH } from '../../src/config/routes';

/**
 * Reading the enquiries a real Strapi stored, as the agency's administrator does: through the
 * admin panel's own API (the Content API has no route that reads them, on purpose).
 */
export const ENQUIRY_UID = 'api::enquiry.enquiry';

export type StoredRow = StoredEnquiry & { documentId: string; createdAt: string; alertedAt: string | null };

export async function storedEnquiries(
  request: APIRequestContext,
  strapi: string,
  adminToken: string,
  filter: Record<string, string>,
): Promise<StoredRow[]> {
  const query = Object.entries(filter)
    .map(([field, value], i) => `filters[$and][${i}][${field}][$eq]=${encodeURIComponent(value)}`)
    .join('&');
  const res = await request.get(`${strapi}/content-manager/collection-types/${ENQUIRY_UID}?${query}&pageSize=100`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { results: StoredRow[] }).results;
}

/** One enquiry as an alert names it (cms/src/enquiry/alerts.js). */
export interface AlertedEnquiry {
  documentId: string;
  firstName: string;
  lastName: string;
  receivedAt: string;
  emailOutcome: string;
  emailError: string;
  adminUrl: string;
}

/**
 * The alerts Strapi posted to the team's webhook (the control server, scripts/harness/cms-e2e/control.mjs, a
 * real receiver on loopback) that name an enquiry of this first name: the message's `text`, as a
 * chat shows it, and the enquiry's entry in it.
 */
export async function alertsFor(firstName: string): Promise<Array<{ text: string; enquiry: AlertedEnquiry }>> {
  const res = await fetch(`${process.env.STRAPI_CONTROL}/alerts`);
  // The same webhook carries the backups' alerts (e2e/strapi/backups.spec.ts), which name no enquiry.
  const all = (await res.json()) as Array<{ body: { text: string; enquiries?: AlertedEnquiry[] } }>;
  return all.flatMap(({ body }) =>
    (body.enquiries ?? []).filter((e) => e.firstName === firstName).map((enquiry) => ({ text: body.text, enquiry })),
  );
}

/** A first name no other test uses, to find this test's enquiry by. */
export const uniqueName = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What the wizard sends the enquiry Function for a person of this first name, with `over` in place. */
export const enquiryBody = (firstName: string, over: Partial<EnquiryRecordRequest> = {}): EnquiryRecordRequest => ({
  key: randomUUID(),
  page: '/contact',
  fillMs: 42_000,
  company: '',
  emailOutcome: 'pending',
  emailError: '',
  answers: {
    firstName,
    lastName: 'Mallory',
    email: 'mallory@example.com',
    phoneNumber: '312 555 0199',
    businessSituation: 'My ads are not working',
    otherBusinessSituation: '',
    goals: ['Run paid ads (PPC)'],
    hasWebsite: 'No',
    websiteUrl: '',
    budget: 'Less than $1,000',
    timeframe: 'ASAP',
    notes: '',
  },
  ...over,
});

/**
 * A client of the test's own: Cloudflare sets CF-Connecting-IP itself; workerd locally passes
 * ours on. The limit counts an IPv6 client by its /64, so each call draws 32 random bits of the
 * /64's prefix in IPv6's documentation range (2001:db8::/32), and any address within it.
 */
const hex = () => Math.floor(Math.random() * 0x10000).toString(16);
export const clientPrefix = () => `2001:db8:${hex()}:${hex()}`;
export const clientAddress = (within = clientPrefix()) => `${within}:${hex()}:${hex()}:${hex()}:${hex()}`;

/**
 * `data` posted to an edge's enquiry Function (the CMS run's, STRAPI_EDGE_URL, unless named), as
 * from the client at `ip`.
 */
export function sendEnquiry(
  request: APIRequestContext,
  data: unknown,
  headers: Record<string, string> = {},
  ip = clientAddress(),
  edge = process.env.STRAPI_EDGE_URL!,
) {
  return request.post(`${edge}${ENQUIRY_API_PATH}`, {
    headers: { Origin: edge, 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...headers },
    // A Buffer goes as it is (a string would be sent as a JSON string).
    data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)),
  });
}
