import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY } from '../types';
import { FILLED_ENQUIRY } from '../record.fixture';
import { applyEdit, next, previous, toggleGoal } from './wizard';

const filled = FILLED_ENQUIRY;

describe('step transitions (product §4)', () => {
  it('Next validates, then advances; step 5 submits', () => {
    expect(next(0, EMPTY_ENQUIRY)).toEqual({ kind: 'advance', step: 1 });
    expect(next(1, EMPTY_ENQUIRY).kind).toBe('invalid');
    expect(next(1, filled)).toEqual({ kind: 'advance', step: 2 });
    expect(next(2, filled)).toEqual({ kind: 'advance', step: 3 });
    expect(next(3, filled)).toEqual({ kind: 'advance', step: 4 });
    expect(next(4, filled)).toEqual({ kind: 'advance', step: 5 });
    expect(next(5, filled)).toEqual({ kind: 'submit' });
    expect(next(5, { ...filled, budget: '' })).toEqual({ kind: 'invalid', errors: { budget: 'Please select your budget' } });
  });

  it('Previous goes back one step; on step 1 back to home', () => {
    expect(previous(5)).toEqual({ kind: 'step', step: 4 });
    expect(previous(2)).toEqual({ kind: 'step', step: 1 });
    expect(previous(1)).toEqual({ kind: 'home' });
  });

  it('editing a field clears its error only', () => {
    const { errors } = applyEdit(EMPTY_ENQUIRY, { firstName: 'x', lastName: 'y' }, 'firstName', 'A');
    expect(errors).toEqual({ lastName: 'y' });
  });

  it('choosing No for website clears the URL', () => {
    const { data, errors } = applyEdit({ ...filled }, { websiteUrl: 'e' }, 'hasWebsite', 'No');
    expect(data.websiteUrl).toBe('');
    expect(data.hasWebsite).toBe('No');
    expect(errors).toEqual({});
    expect(applyEdit(filled, {}, 'hasWebsite', 'Yes').data.websiteUrl).toBe(filled.websiteUrl);
  });

  it('goals toggle', () => {
    expect(toggleGoal(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleGoal(['a', 'b'], 'a')).toEqual(['b']);
  });
});
