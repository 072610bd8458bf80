/** Punctuation that reads badly right before the ellipsis ("Client:...", "leads,..."). */
const TRAILING_PUNCTUATION = /[\s,;:.!?\u2013\u2014-]+$/u;

/**
 * Text of at most `max` characters, then "..." when it was longer (product §9: titles 45/50,
 * excerpts 80/140; the ellipsis is not counted). The cut ends at a word boundary, so a word is
 * never split and never half-shown; punctuation left dangling at the end goes too. Only a single
 * word longer than `max` is cut hard, since there is no boundary to end at.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  // The character after the cut tells whether the cut fell between two words.
  const atBoundary = /\s/.test(text.charAt(max));
  const lastSpace = head.search(/\s\S*$/);
  const words = atBoundary ? head : lastSpace > 0 ? head.slice(0, lastSpace) : head;
  const cut = words.replace(TRAILING_PUNCTUATION, '');
  return `${cut || words.trimEnd() || head}...`;
}
