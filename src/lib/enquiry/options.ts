/** The enquiry wizard's option lists (product §9), in order. */
export const OTHER_SITUATION = 'Other';

export const BUSINESS_SITUATIONS = [
  'Just getting started',
  'I have an outdated website',
  'I need more traffic and leads',
  'My ads are not working',
  OTHER_SITUATION,
] as const;

export const GOALS = [
  'Build or redesign my website',
  'Improve my Google rankings (SEO)',
  'Run paid ads (PPC)',
  'Marketing strategy guidance',
  "I'm not sure yet",
] as const;

export const WEBSITE_ANSWERS = ['Yes', 'No'] as const;

export const BUDGETS = ['Less than $1,000', '$1,000-$2,500', '$2,500-$5,000', '$5,000+'] as const;

export const TIMEFRAMES = ['ASAP', 'Within 30 days', '1-3 months', 'Just exploring'] as const;
