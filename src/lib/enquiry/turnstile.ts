/** Cloudflare Turnstile, the enquiry's optional check (off unless PUBLIC_TURNSTILE_SITE_KEY / TURNSTILE_SECRET_KEY are set). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** The widget's script, rendered explicitly by the wizard's last step. */
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
/** Where the edge verifies a token. */
export const TURNSTILE_VERIFY_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;
