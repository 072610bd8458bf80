import { HONEYPOT_CLASS, HONEYPOT_INPUT } from '../../../lib/submission/guard';

/** Hidden from people and assistive technology; a bot filling every field fills it. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={HONEYPOT_CLASS} aria-hidden="true">
      <label htmlFor={id}>Company (leave empty)</label>
      <input {...HONEYPOT_INPUT} id={id} name="company" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
