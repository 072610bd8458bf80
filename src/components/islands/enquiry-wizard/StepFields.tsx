import type { ComponentProps, ReactNode } from 'react';
import { BUDGETS, BUSINESS_SITUATIONS, GOALS, OTHER_SITUATION, TIMEFRAMES, WEBSITE_ANSWERS } from '../../../lib/enquiry/options';
import { ANSWER_MAX_LENGTH } from '../../../lib/enquiry/record';
import type { Enquiry, EnquiryField } from '../../../lib/enquiry/types';
import { editAction, type WizardAction, type WizardState } from '../../../lib/enquiry/wizard/wizard-state';
import { ChoiceGroup, TextField } from './fields';
import { TurnstileCheck } from './TurnstileCheck';
import { ROUTES } from '../../../config/routes';

type TextName = Exclude<EnquiryField, 'goals' | 'hasWebsite'>;
type TextOptions = Omit<ComponentProps<typeof TextField>, 'id' | 'label' | 'value' | 'onChange' | 'error'>;
type OneOfName = 'businessSituation' | 'hasWebsite' | 'budget' | 'timeframe';

export interface StepFieldsProps {
  state: WizardState;
  act: (action: WizardAction) => void;
  /** The id of a field in this wizard (useId's prefix and the field's name). */
  fid: (name: string) => string;
  turnstileSiteKey: string | null;
}

/** The intro and the questions of steps 1-5 (product §4, §9), each field tied to its answer and error. */
export function StepFields({ state: { step, data, errors, turnstile }, act, fid, turnstileSiteKey }: StepFieldsProps) {
  /** A text answer, tied to its field: id, value, edit and error. */
  const text = (field: TextName, label: string, options: TextOptions = {}) => (
    <TextField
      id={fid(field)}
      label={label}
      value={data[field]}
      onChange={(v) => act(editAction(field, v))}
      error={errors[field]}
      maxLength={(ANSWER_MAX_LENGTH as Partial<Record<EnquiryField, number>>)[field]}
      {...options}
    />
  );
  /** A one-of answer, tied to its field; `followUp` shows inside it (Other, Yes). */
  const oneOf = (field: OneOfName, legend: string, options: readonly string[], followUp?: ReactNode) => (
    <ChoiceGroup
      id={fid(field)}
      legend={legend}
      type="radio"
      options={options}
      isChecked={(o) => data[field] === o}
      onToggle={(o) => act(editAction(field, o as Enquiry[typeof field]))}
      error={errors[field]}
    >
      {followUp && <div className="mt-4">{followUp}</div>}
    </ChoiceGroup>
  );

  // One slot per step, as the steps mount and unmount.
  return (
    <>
      {step === 0 && (
        <p className="text-lg text-ink-muted">
          Answer five quick questions about your business and goals. It takes about two minutes, and we reply within one business day with
          ideas and an estimate.
        </p>
      )}

      {step === 1 && (
        <div className="grid gap-5 sm:grid-cols-2">
          {text('firstName', 'First name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last name', { autoComplete: 'family-name' })}
          {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('phoneNumber', 'Phone number', { type: 'tel', autoComplete: 'tel' })}
          <p className="text-sm text-ink-muted sm:col-span-2" data-testid="privacy-note">
            We keep your answers only to reply to your enquiry:{' '}
            <a href={ROUTES.privacy} className="font-semibold text-brand underline">
              how we handle them
            </a>
            .
          </p>
        </div>
      )}

      {step === 2 &&
        oneOf(
          'businessSituation',
          'Which best describes your business right now?',
          BUSINESS_SITUATIONS,
          data.businessSituation === OTHER_SITUATION && text('otherBusinessSituation', 'Tell us about your situation', { multiline: true }),
        )}

      {step === 3 && (
        <ChoiceGroup
          id={fid('goals')}
          legend="What would you like to achieve? Choose all that apply."
          type="checkbox"
          options={GOALS}
          isChecked={(o) => data.goals.includes(o)}
          onToggle={(goal) => act({ type: 'toggleGoal', goal })}
          error={errors.goals}
        />
      )}

      {step === 4 &&
        oneOf(
          'hasWebsite',
          'Do you have a website?',
          WEBSITE_ANSWERS,
          data.hasWebsite === 'Yes' && text('websiteUrl', 'Website URL', { type: 'url', inputMode: 'url', autoComplete: 'url' }),
        )}

      {step === 5 && (
        <>
          {oneOf('budget', 'What is your budget?', BUDGETS)}
          {oneOf('timeframe', 'When would you like to start?', TIMEFRAMES)}
          {text('notes', 'Anything else we should know?', { multiline: true, optional: true })}
          {turnstileSiteKey && (
            <TurnstileCheck key={turnstile.round} siteKey={turnstileSiteKey} onToken={(token) => act({ type: 'turnstileToken', token })} />
          )}
        </>
      )}
    </>
  );
}
