import type { ReactNode } from 'react';
import { cn } from '../../../lib/ui/cn';

/** Form controls of the wizard: labelled, with their error tied to them and announced. */

const inputClass = (invalid: boolean) =>
  cn(
    'min-h-[48px] w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-ink-muted focus:outline-hidden focus:ring-2',
    invalid ? 'border-red-600 focus:ring-red-600/30' : 'border-brand-200 focus:border-brand focus:ring-brand/30',
  );

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <p id={id} role="alert" className={message ? 'mt-1.5 text-sm font-medium text-red-700' : 'sr-only'}>
      {message ?? ''}
    </p>
  );
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  multiline = false,
  optional = false,
  inputMode,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  multiline?: boolean;
  optional?: boolean;
  inputMode?: 'url' | 'email' | 'tel' | 'text';
  /** The longest answer the enquiry's record accepts (lib/enquiry/record.ts). */
  maxLength?: number | undefined;
}) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    'aria-required': optional ? undefined : true,
    maxLength,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-ink-muted"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} className={cn(inputClass(!!error), 'py-3')} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass(!!error)}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function ChoiceGroup({
  id,
  legend,
  options,
  type,
  isChecked,
  onToggle,
  error,
  columns = 2,
  children,
}: {
  id: string;
  legend: string;
  options: readonly string[];
  type: 'radio' | 'checkbox';
  isChecked: (option: string) => boolean;
  onToggle: (option: string) => void;
  error?: string | undefined;
  columns?: 1 | 2;
  children?: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={errorId} data-field={id}>
      <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend>
      <div className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((option, i) => {
          const optionId = `${id}-${i}`;
          const checked = isChecked(option);
          return (
            <label
              key={option}
              htmlFor={optionId}
              className={cn(
                'flex min-h-[52px] cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors',
                checked ? 'border-brand bg-brand-50 text-brand-800' : 'border-brand-200 bg-white hover:border-brand-300',
              )}
            >
              <input
                id={optionId}
                type={type}
                name={id}
                value={option}
                checked={checked}
                onChange={() => onToggle(option)}
                aria-invalid={error ? true : undefined}
                className="h-5 w-5 shrink-0 accent-brand"
              />
              <span className="font-medium">{option}</span>
            </label>
          );
        })}
      </div>
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
