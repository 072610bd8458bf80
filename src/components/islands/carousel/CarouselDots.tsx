/**
 * One dot per item; clicking a dot jumps to its item (product §4). The dots never wrap: each is a
 * 24px target (WCAG 2.5.8) drawn as a 10px dot, the current one as a 24px bar.
 */
export function CarouselDots({
  labels,
  selected,
  onSelect,
  groupLabel,
}: {
  /** Accessible name of each dot, e.g. "Show project 3: Mobile App UI". */
  labels: string[];
  selected: number;
  onSelect: (index: number) => void;
  groupLabel: string;
}) {
  return (
    <div className="flex flex-nowrap items-center gap-0.5" role="group" aria-label={groupLabel} data-testid="carousel-dots">
      {labels.map((label, i) => (
        <button
          key={label}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={label}
          aria-current={i === selected ? 'true' : undefined}
          className="group inline-flex h-6 w-6 items-center justify-center rounded-full"
        >
          <span
            className={`block h-2.5 rounded-full transition-all ${i === selected ? 'w-6 bg-brand' : 'w-2.5 bg-brand-200 group-hover:bg-brand-300'}`}
          />
        </button>
      ))}
    </div>
  );
}
