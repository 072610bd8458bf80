/**
 * Cloudflare Pages Function for /api/enquiries: the enquiry's second channel, stored in the
 * agency's Strapi. The door's rules live in src/lib/enquiry/intake.ts (unit-tested there).
 */
import { d1Counter, handleEnquiry, type D1Like, type IntakeEnv } from '../../src/lib/enquiry/intake';

export const onRequest = ({ request, env }: { request: Request; env: IntakeEnv & { ENQUIRY_RATE?: D1Like } }): Promise<Response> =>
  handleEnquiry(request, env, { counter: env.ENQUIRY_RATE ? d1Counter(env.ENQUIRY_RATE) : null });
