/**
 * A failed e-mail does not go unnoticed: when an enquiry is stored but its e-mail failed (or was
 * never reported, `unknown`), the CMS posts to ENQUIRY_ALERT_WEBHOOK_URL, a channel that does
 * not depend on EmailJS: a Slack or Google Chat incoming webhook reads the `text`, anything
 * else can read `enquiry`. Each enquiry is announced once, even with several CMS instances: the
 * entry is claimed by a conditional update (alertedAt still empty) before the post, and released
 * again when the post failed, so the housekeeping's next round tries again.
 */
const UID = 'api::enquiry.enquiry';
const ALERTED = ['failed', 'unknown'];

/** The alert's body for one enquiry. */
function alertBody(enquiry) {
  const why =
    enquiry.emailOutcome === 'unknown'
      ? 'its e-mail was never confirmed'
      : `its e-mail failed${enquiry.emailError ? ` (${enquiry.emailError})` : ''}`;
  return {
    text:
      `New enquiry from ${enquiry.firstName} ${enquiry.lastName} (${enquiry.email}, ${enquiry.phoneNumber}): ` +
      `stored in the CMS, but ${why}. Budget ${enquiry.budget}, ${enquiry.timeframe}; goals: ${enquiry.goals}. ` +
      'Read it in the CMS admin: Content Manager → Enquiry. Check the e-mail service (EmailJS) too.',
    enquiry: {
      documentId: enquiry.documentId,
      submissionKey: enquiry.submissionKey,
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      email: enquiry.email,
      phoneNumber: enquiry.phoneNumber,
      emailOutcome: enquiry.emailOutcome,
      emailError: enquiry.emailError ?? '',
      receivedAt: enquiry.createdAt,
    },
  };
}

/**
 * Announce one enquiry whose e-mail failed, once. True when this call sent the alert.
 * @param {{ env?: Record<string, string | undefined>, fetchImpl?: typeof fetch }} [options]
 */
async function alertIfEmailFailed(strapi, enquiry, { env = process.env, fetchImpl = fetch } = {}) {
  if (!ALERTED.includes(enquiry?.emailOutcome) || enquiry.alertedAt) return false;
  const url = env.ENQUIRY_ALERT_WEBHOOK_URL;
  if (!url) {
    strapi.log.warn(`Enquiry ${enquiry.documentId}: the e-mail failed and ENQUIRY_ALERT_WEBHOOK_URL is unset, so nobody was told.`);
    return false;
  }
  const rows = strapi.db.query(UID);
  const { count } = await rows.updateMany({ where: { id: enquiry.id, alertedAt: { $null: true } }, data: { alertedAt: new Date() } });
  if (count !== 1) return false;
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(alertBody(enquiry)),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`the webhook answered ${res.status}`);
    return true;
  } catch (err) {
    await rows.updateMany({ where: { id: enquiry.id }, data: { alertedAt: null } });
    strapi.log.error(
      `Enquiry ${enquiry.documentId}: the alert could not be sent (${err.message}); the next housekeeping round tries again.`,
    );
    return false;
  }
}

module.exports = { alertBody, alertIfEmailFailed, ALERTED };
