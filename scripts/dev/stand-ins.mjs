// What `npm start` stands in for when a service is not configured, and what it tells the terminal.

/** Each variable a stand-in may take the place of, and the line the terminal shows for it. */
export const ENV_STAND_INS = {
  PUBLIC_EMAILJS_SERVICE_ID:
    'Enquiries are recorded in .local/enquiries/, one file each (PUBLIC_EMAILJS_SERVICE_ID, _TEMPLATE_ID and _PUBLIC_KEY send them by e-mail; on Cloudflare the Worker records them in the CMS)',
  PUBLIC_MAILCHIMP_URL: 'Newsletter sign-ups are written to .local/newsletter.jsonl (PUBLIC_MAILCHIMP_URL signs them up on your list)',
  PUBLIC_CALENDLY_URL: 'Book Appointment offers the enquiry and the phone (PUBLIC_CALENDLY_URL opens your Calendly calendar)',
};

const set = (value) => Boolean(value?.trim());

/**
 * The build's environment with a stand-in for each service `env` leaves unset: EmailJS and Calendly
 * turned off on purpose (the enquiry's record and the booking modal's other ways carry them), the
 * newsletter's list at `newsletterUrl`. A value already set, `off` included, is kept.
 * @param {Record<string, string | undefined>} env
 * @param {string} newsletterUrl
 * @returns {{ env: Record<string, string | undefined>, standIns: Array<keyof typeof ENV_STAND_INS> }}
 */
export function standInEnv(env, newsletterUrl) {
  const out = { ...env };
  /** @type {Array<keyof typeof ENV_STAND_INS>} */
  const standIns = [];
  const emailJs = ['PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID', 'PUBLIC_EMAILJS_PUBLIC_KEY'];
  if (!emailJs.some((name) => set(env[name]))) {
    out.PUBLIC_EMAILJS_SERVICE_ID = 'off';
    standIns.push('PUBLIC_EMAILJS_SERVICE_ID');
  }
  if (!set(env.PUBLIC_MAILCHIMP_URL)) {
    out.PUBLIC_MAILCHIMP_URL = newsletterUrl;
    standIns.push('PUBLIC_MAILCHIMP_URL');
  }
  if (!set(env.PUBLIC_CALENDLY_URL)) {
    out.PUBLIC_CALENDLY_URL = 'off';
    standIns.push('PUBLIC_CALENDLY_URL');
  }
  return { env: out, standIns };
}
