/**
 * How enquiries look in the Content Manager: newest first, with the columns the agency scans a
 * list by (when, who, what they want, budget, whether the e-mail went), and every field shown
 * but not editable (writes are refused anyway: src/enquiry/intake.js).
 */
const UID = 'api::enquiry.enquiry';

const LABELS = {
  createdAt: 'Received',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone',
  businessSituation: 'Business situation',
  goals: 'Goals (services)',
  hasWebsite: 'Has a website',
  websiteUrl: 'Website',
  budget: 'Budget',
  timeframe: 'Timeframe',
  notes: 'Notes',
  page: 'Sent from page',
  emailOutcome: 'E-mail',
  emailError: 'E-mail error',
  submissionKey: 'Submission key',
  alertedAt: 'Team alerted at',
};

const LIST = ['createdAt', 'firstName', 'lastName', 'email', 'goals', 'budget', 'timeframe', 'emailOutcome'];

/** @param {CmsStrapi} strapi */
async function configureEnquiryView(strapi) {
  const model = strapi.contentTypes[UID];
  if (!model) return;
  const service = strapi.plugin('content-manager').service('content-types');
  const configuration = await service.findConfiguration(model);
  const metadatas = { ...configuration.metadatas };
  for (const [field, label] of Object.entries(LABELS)) {
    const current = metadatas[field] ?? { edit: {}, list: {} };
    metadatas[field] = {
      edit: { ...current.edit, label, editable: false },
      list: { ...current.list, label, sortable: true, searchable: true },
    };
  }
  await service.updateConfiguration(model, {
    settings: { ...configuration.settings, mainField: 'email', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', pageSize: 20 },
    metadatas,
    layouts: { ...configuration.layouts, list: LIST },
  });
}

module.exports = { configureEnquiryView, LIST, LABELS };
