import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY } from '../types';
import { FILLED_ENQUIRY } from '../record.fixture';
import { ENQUIRY_STORAGE_KEY, clearWizard, loadWizard, saveWizard } from './storage';
import { memoryStorage } from './storage.test-support';

const filled = FILLED_ENQUIRY;

describe('answers kept in sessionStorage', () => {
  it('saves, loads and clears', () => {
    const s = memoryStorage();
    saveWizard(s, { step: 3, data: filled });
    expect(s.m.has(ENQUIRY_STORAGE_KEY)).toBe(true);
    expect(loadWizard(s)).toEqual({ step: 3, data: filled });
    clearWizard(s);
    expect(loadWizard(s)).toBeNull();
  });

  it('survives garbage and never restores the thank-you step', () => {
    const s = memoryStorage();
    s.setItem(ENQUIRY_STORAGE_KEY, '{not json');
    expect(loadWizard(s)).toBeNull();
    s.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify({ step: 6, data: { firstName: 5, goals: 'x' } }));
    expect(loadWizard(s)).toEqual({ step: 0, data: EMPTY_ENQUIRY });
    expect(loadWizard(undefined)).toBeNull();
  });

  it('a storage that throws does not break the wizard', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('x');
      },
    };
    expect(loadWizard(broken)).toBeNull();
    expect(() => saveWizard(broken, { step: 1, data: filled })).not.toThrow();
    expect(() => clearWizard(broken)).not.toThrow();
  });
});
