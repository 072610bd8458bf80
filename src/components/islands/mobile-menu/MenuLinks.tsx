import { useId, useState } from 'react';
import { isActivePath } from '../../../lib/routing/navigation';
import { cn } from '../../../lib/ui/cn';
import { ChevronDownIcon } from '../../ui/icons';
import { JS_ONLY_CLASS, NO_JS_SHOWN_CLASS } from '../../../lib/hydration/no-js';

export interface MenuLink {
  label: string;
  href: string;
}

interface Props {
  links: MenuLink[];
  serviceLinks: MenuLink[];
  currentPath: string;
  servicesHref: string;
  /** A link was chosen: the drawer closes. */
  onChoose: () => void;
}

/** The drawer's links, the current page marked, with Services expandable (open on a service page). */
export function MenuLinks({ links, serviceLinks, currentPath, servicesHref, onChoose }: Props) {
  const [servicesOpen, setServicesOpen] = useState(() => serviceLinks.some((s) => isActivePath(currentPath, s.href)));
  const ids = useId();
  const current = (href: string) => (isActivePath(currentPath, href) ? ('page' as const) : undefined);
  const itemClass = (href: string) =>
    cn(
      'flex min-h-[48px] flex-1 items-center rounded-xl px-3 font-medium',
      isActivePath(currentPath, href) ? 'bg-brand-50 text-brand' : 'text-ink hover:bg-brand-50',
    );

  return (
    <nav aria-label="Mobile" className="flex-1 px-3 py-4">
      <ul className="space-y-1">
        {links.map((link) =>
          link.href === servicesHref ? (
            <li key={link.href}>
              <div className="flex items-center">
                <a href={link.href} onClick={onChoose} className={itemClass(link.href)} aria-current={current(link.href)}>
                  {link.label}
                </a>
                <button
                  type="button"
                  onClick={() => setServicesOpen((v) => !v)}
                  aria-expanded={servicesOpen}
                  aria-controls={`${ids}-services`}
                  aria-label="Show service pages"
                  className={cn('inline-flex h-12 w-12 items-center justify-center rounded-xl text-ink hover:bg-brand-50', JS_ONLY_CLASS)}
                >
                  <ChevronDownIcon className={cn('h-4 w-4 transition-transform', servicesOpen && 'rotate-180')} />
                </button>
              </div>
              {/* Without JavaScript the chevron is hidden and the service pages listed. */}
              <ul
                id={`${ids}-services`}
                hidden={!servicesOpen}
                className={cn('ml-3 mt-1 space-y-1 border-l-2 border-brand-100 pl-2', NO_JS_SHOWN_CLASS)}
              >
                {serviceLinks.map((s) => (
                  <li key={s.href} className="flex">
                    <a href={s.href} onClick={onChoose} className={cn(itemClass(s.href), 'text-[15px]')} aria-current={current(s.href)}>
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={link.href} className="flex">
              <a href={link.href} onClick={onChoose} className={itemClass(link.href)} aria-current={current(link.href)}>
                {link.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
