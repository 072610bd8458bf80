import { useId } from 'react';
import { enteredSearch, visibleSuggestions, type ListAction, type ListView } from '../../../lib/blog/list-view';
import type { ListState } from '../../../lib/blog/list-state';
import type { Category } from '../../../lib/blog/model';
import { JS_ONLY_CLASS } from '../../../lib/hydration/no-js';
import { cn } from '../../../lib/ui/cn';
import { buttonClasses } from '../../ui/button';

interface Props {
  view: ListView;
  categories: Category[];
  dispatch: (action: ListAction) => void;
  apply: (change: Partial<ListState> | 'clear', mode?: 'push' | 'replace') => void;
  /** The visitor went to the search field. */
  onSearchFocus: () => void;
}

const FIELD =
  'min-h-[48px] w-full rounded-xl border border-brand-200 text-base text-ink focus:border-brand focus:outline-hidden focus:ring-2 focus:ring-brand/30';

/** Search with suggestions (a combobox), category and Clear Filters (product §4): hidden without JavaScript. */
export function SearchFilters({ view, categories, dispatch, apply, onSearchFocus }: Props) {
  const ids = useId();
  const listboxId = `${ids}-suggestions`;
  const suggestions = visibleSuggestions(view);
  const choose = (search: string) => {
    dispatch({ type: 'typed', text: search });
    apply({ search });
    dispatch({ type: 'suggestions-closed' });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && suggestions.length) {
      e.preventDefault();
      dispatch({ type: 'suggestion-moved', by: e.key === 'ArrowDown' ? 1 : -1 });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(enteredSearch(view));
    } else if (e.key === 'Escape') {
      dispatch({ type: 'suggestions-closed' });
    }
  };

  // Every column of a fixed width but the search's: a page painted before its HTML had all
  // arrived laid the row out without Clear Filters, then moved the category left by the button's
  // width as it came (an auto column). The button is as wide in Poppins as in its fallbacks.
  return (
    <div
      role="search"
      className={cn(
        JS_ONLY_CLASS,
        'grid gap-3 rounded-3xl border border-brand-100 bg-white p-4 shadow-card sm:grid-cols-[1fr_220px_9rem] sm:items-end sm:p-5',
      )}
    >
      <div className="relative">
        <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-semibold text-ink">
          Search articles
        </label>
        <input
          id={`${ids}-search`}
          type="text"
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={view.active >= 0 ? `${listboxId}-${view.active}` : undefined}
          autoComplete="off"
          placeholder="Search by title"
          value={view.text}
          onFocus={onSearchFocus}
          onBlur={() => dispatch({ type: 'suggestions-closed' })}
          onChange={(e) => dispatch({ type: 'typed', text: e.target.value })}
          onKeyDown={onKeyDown}
          className={cn(FIELD, 'px-4 placeholder:text-ink-muted')}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label="Suggested titles"
          className={
            suggestions.length
              ? 'absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-brand-100 bg-white py-1 shadow-card'
              : 'hidden'
          }
        >
          {suggestions.map((title, i) => (
            <div
              key={title}
              id={`${listboxId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === view.active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(title);
              }}
              className={`cursor-pointer px-4 py-2.5 text-sm ${i === view.active ? 'bg-brand-50 text-brand' : 'text-ink hover:bg-brand-50'}`}
            >
              {title}
            </div>
          ))}
        </div>
      </div>
      <div>
        <label htmlFor={`${ids}-category`} className="mb-1.5 block text-sm font-semibold text-ink">
          Category
        </label>
        <select
          id={`${ids}-category`}
          value={view.query.category}
          onChange={(e) => apply({ category: e.target.value })}
          className={cn(FIELD, 'bg-white px-3')}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="button" onClick={() => apply('clear')} className={buttonClasses('ghost', 'md', 'border border-brand-200')}>
        Clear Filters
      </button>
    </div>
  );
}
