/** The author's photo, or their initial on the brand colour when there is none: in a post's header and its About the Author. */
export function Avatar({ name, url, initial, large = false }: { name: string; url: string | null; initial: string; large?: boolean }) {
  const size = large ? 'h-16 w-16 text-2xl' : 'h-10 w-10 text-base';
  return url ? (
    <img
      src={url}
      alt={name}
      width={large ? 64 : 40}
      height={large ? 64 : 40}
      className={`${size} shrink-0 rounded-full object-cover`}
      loading="lazy"
      // In a phone's first screen, the browser would raise it to high priority; the cover is the
      // page's largest paint and must not wait behind it (on a slow phone's simulated load it did).
      fetchPriority="low"
    />
  ) : (
    <span
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-heading font-bold text-white`}
      role="img"
      aria-label={name}
      data-testid="avatar-initial"
    >
      {initial}
    </span>
  );
}
