/** A loading spinner with a text for screen readers. */
export function Spinner({ label, className = 'h-8 w-8 text-brand' }: { label: string; className?: string }) {
  return (
    <span role="status" className="inline-flex flex-col items-center gap-3 text-ink-muted">
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`${className} animate-spin`} fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
