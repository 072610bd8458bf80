/**
 * For statically rendered images (no island): a picture that fails to load becomes a plain
 * light-grey placeholder (product §8), also when it failed before this script ran.
 */
export function placeholderOnError(img: HTMLImageElement): void {
  const fail = () => {
    const placeholder = document.createElement('div');
    placeholder.className = 'h-full w-full bg-gray-200';
    placeholder.setAttribute('role', 'img');
    placeholder.setAttribute('aria-label', img.alt);
    placeholder.dataset.placeholder = '';
    img.replaceWith(placeholder);
  };
  if (img.complete && img.naturalWidth === 0) fail();
  else img.addEventListener('error', fail, { once: true });
}
