import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';

/** Pause/Play, Previous and Next of a carousel (shared by the portfolio and blog carousels). */
export function CarouselControls({
  paused,
  onTogglePause,
  onPrevious,
  onNext,
  itemName,
}: {
  paused: boolean;
  onTogglePause: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** "project", "post": completes "Previous …" and "Next …". */
  itemName: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={onTogglePause}
        className="inline-flex min-h-[44px] items-center rounded-full px-3 text-sm font-semibold text-brand hover:bg-brand-50"
      >
        {paused ? 'Play' : 'Pause'}
        <span className="sr-only"> slideshow</span>
      </button>
      {[
        {
          label: `Previous ${itemName}`,
          onClick: onPrevious,
          Icon: ChevronLeftIcon,
          look: 'border border-brand-200 bg-white text-brand hover:bg-brand-50',
        },
        { label: `Next ${itemName}`, onClick: onNext, Icon: ChevronRightIcon, look: 'bg-brand text-white hover:bg-brand-700' },
      ].map(({ label, onClick, Icon, look }) => (
        <button
          key={label}
          type="button"
          onClick={onClick}
          aria-label={label}
          className={`inline-flex h-11 w-11 items-center justify-center rounded-full ${look}`}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
