import { useEffect, useRef } from 'react';
import { TURNSTILE_SCRIPT } from '../../../lib/enquiry/turnstile';

/**
 * Cloudflare Turnstile's check on the wizard's last step, only when PUBLIC_TURNSTILE_SITE_KEY is
 * set (off by default). Its script loads when the step shows; each token it gives goes with the
 * enquiry's record, which the edge verifies (TURNSTILE_SECRET_KEY). A check that fails or never
 * loads only costs the record: the e-mail still goes, and Send is never blocked by it.
 */
interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT}"]`);
    const script = existing ?? Object.assign(document.createElement('script'), { src: TURNSTILE_SCRIPT, async: true });
    script.addEventListener('load', () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load'))));
    script.addEventListener('error', () => reject(new Error('Turnstile did not load')));
    if (!existing) document.head.append(script);
  });
}

export function TurnstileCheck({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onToken);
  useEffect(() => {
    latest.current = onToken;
  });
  useEffect(() => {
    let widget: string | null = null;
    let gone = false;
    loadTurnstile()
      .then((api) => {
        if (gone || !box.current) return;
        widget = api.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) => latest.current(token),
          'expired-callback': () => latest.current(''),
          'error-callback': () => latest.current(''),
        });
      })
      .catch(() => latest.current(''));
    return () => {
      gone = true;
      if (widget) window.turnstile?.remove(widget);
    };
  }, [siteKey]);
  return <div ref={box} className="min-h-[65px]" data-testid="turnstile" />;
}
