// @ts-check
const { chatLink, chatText, postToTeam, WEBHOOK_ENV } = require('../alerts/team');
const { UID, enquiryDesk } = require('./desk');

/**
 * A failed e-mail does not go unnoticed: when enquiries are stored but their e-mail failed (or
 * was never reported, `unknown`), the CMS tells the team on ENQUIRY_ALERT_WEBHOOK_URL, a channel
 * that does not depend on EmailJS. The alert says what the team needs to act (who, when, the
 * e-mail's outcome, a link to the entry in the admin), with the visitor's text as characters
 * (src/alerts/team.js), and no e-mail address, phone or answers: those stay in the CMS.
 *
 * When is the CMS's choice, not the request's: alerts go out in the housekeeping's rounds
 * (src/enquiry/housekeeping.js), one message per round however many enquiries it names, so a
 * flood of enquiries reporting `failed` is one message every round, not one per request.
 * Each enquiry is named once, even with several CMS instances: it is claimed by a conditional
 * update (alertedAt still empty) before the post, and released when the post failed, so the
 * next round tries again.
 */
const ALERTED = ['failed', 'unknown'];
/** The enquiries one message names one by one; the rest are counted. */
const LISTED = 10;
/** The enquiries one round claims at most; more wait for the next round. */
const PER_ROUND = 200;

/**
 * @typedef {{ id: number, documentId: string, firstName: string, lastName: string, createdAt: string | Date,
 *   emailOutcome: string, emailError?: string | null, alertedAt?: string | Date | null }} AlertedEnquiry
 */

/** @param {string | Date} when */
const utc = (when) => `${new Date(when).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** @param {AlertedEnquiry} enquiry */
function outcomeOf(enquiry) {
  if (enquiry.emailOutcome === 'unknown') return 'its e-mail was never confirmed';
  return `its e-mail failed${enquiry.emailError ? ` (${chatText(enquiry.emailError, 40)})` : ''}`;
}

/**
 * The entry's page in the admin panel.
 * @param {string} adminBase the admin's absolute URL (Strapi's admin.absoluteUrl)
 * @param {string} documentId
 */
function entryUrl(adminBase, documentId) {
  return `${adminBase.replace(/\/+$/, '')}/content-manager/collection-types/${UID}/${encodeURIComponent(documentId)}`;
}

/**
 * The alert's body for the enquiries of one round: `text` for Slack and Google Chat, and the
 * same facts as data for any other receiver.
 * @param {AlertedEnquiry[]} enquiries
 * @param {string} adminBase
 */
function alertBody(enquiries, adminBase) {
  const lines = enquiries.slice(0, LISTED).map((e) => {
    const name = `${chatText(e.firstName)} ${chatText(e.lastName)}`;
    return `• ${name}, received ${utc(e.createdAt)}: ${outcomeOf(e)}. ${chatLink(entryUrl(adminBase, e.documentId), 'Open it in the CMS')}`;
  });
  const more = enquiries.length - LISTED;
  const heading =
    enquiries.length === 1
      ? 'An enquiry is stored in the CMS, but its e-mail did not reach you:'
      : `${enquiries.length} enquiries are stored in the CMS, but their e-mails did not reach you:`;
  return {
    text: [
      heading,
      ...lines,
      ...(more > 0 ? [`…and ${more} more: Content Manager → Enquiry.`] : []),
      'Check the e-mail service (EmailJS) too.',
    ].join('\n'),
    enquiries: enquiries.map((e) => ({
      documentId: e.documentId,
      firstName: e.firstName,
      lastName: e.lastName,
      receivedAt: new Date(e.createdAt).toISOString(),
      emailOutcome: e.emailOutcome,
      emailError: e.emailError ?? '',
      adminUrl: entryUrl(adminBase, e.documentId),
    })),
  };
}

/**
 * One round's alert: every enquiry whose e-mail failed or was never confirmed and that no alert
 * has named yet, claimed and named in one message. Returns how many it named.
 * @param {CmsStrapi} strapi
 * @param {{ env?: Record<string, string | undefined>, fetchImpl?: typeof fetch, now?: Date }} [options]
 * @returns {Promise<number>}
 */
async function announceFailedEmails(strapi, { env = process.env, fetchImpl = fetch, now = new Date() } = {}) {
  /** @type {AlertedEnquiry[]} */
  const due = await enquiryDesk.dueForAlert(strapi, { outcomes: ALERTED, limit: PER_ROUND });
  if (due.length === 0) return 0;
  if (!env[WEBHOOK_ENV]) {
    strapi.log.warn(`${due.length} enquiries' e-mails failed and ${WEBHOOK_ENV} is unset, so nobody was told.`);
    return 0;
  }
  /** @type {AlertedEnquiry[]} */
  const claimed = [];
  for (const enquiry of due) {
    if (await enquiryDesk.claimAlert(strapi, enquiry.id, now)) claimed.push(enquiry);
  }
  if (claimed.length === 0) return 0;
  const adminBase = String(strapi.config?.get?.('admin.absoluteUrl') || `${env.PUBLIC_URL ?? ''}/admin`);
  try {
    await postToTeam(alertBody(claimed, adminBase), { env, fetchImpl });
    return claimed.length;
  } catch (err) {
    await enquiryDesk.releaseAlerts(
      strapi,
      claimed.map((e) => e.id),
    );
    strapi.log.error(
      `The alert for ${claimed.length} enquiries could not be sent (${err instanceof Error ? err.message : err}); the next round tries again.`,
    );
    return 0;
  }
}

module.exports = { alertBody, announceFailedEmails, entryUrl, ALERTED, LISTED, UID };
