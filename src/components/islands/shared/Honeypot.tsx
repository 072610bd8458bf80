import { HONEYPOT_CLASS, HONEYPOT_INPUT } from '../../../lib/submission/guard';

interface Props {
  id: string;
  /** The field's name: `company`, or the newsletter list's own honeypot name. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
}

/** Hidden from people and assistive technology; a bot filling every field fills it. */
export function Honeypot({ id, name = 'company', value, onChange }: Props) {
  return (
    <div className={HONEYPOT_CLASS} aria-hidden="true">
      <label htmlFor={id}>Company (leave empty)</label>
      <input {...HONEYPOT_INPUT} id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
