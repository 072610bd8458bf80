/**
 * Cloudflare Pages Function for /api/enquiries: the enquiry's second channel, stored in the
 * agency's Strapi. The door's rules live in src/lib/enquiry/edge/intake.ts (unit-tested there).
 */
import { handleEnquiry, type IntakeEnv } from '../../src/lib/enquiry/edge/intake';
import { d1Counter, type D1Like } from '../../src/lib/enquiry/edge/rate-limit';

// The clients this isolate has seen go over their limit: their next requests cost no D1 query.
const overLimit = new Map<string, true>();

export const onRequest = ({ request, env }: { request: Request; env: IntakeEnv & { ENQUIRY_RATE?: D1Like } }): Promise<Response> =>
  handleEnquiry(request, env, { counter: env.ENQUIRY_RATE ? d1Counter(env.ENQUIRY_RATE, overLimit) : null });
