import { EMPTY_ENQUIRY, type Enquiry, type Step } from '../types';
import { SUBMISSION_KEY } from '../record';

/** sessionStorage key of the wizard's answers (kept across a reload or an accidental Back). */
export const ENQUIRY_STORAGE_KEY = 'enquiry-wizard:v1';

export interface SavedWizard {
  step: Step;
  data: Enquiry;
  /** When the visitor pressed Get Started (ms since epoch): the bot check's clock survives a reload. */
  startedAt?: number | null;
  /**
   * Set just before the answers leave for EmailJS and cleared when the send fails: found set
   * after a reload, the send's outcome is unknown, and it is never repeated.
   */
  inFlightSince?: number | null;
  /** The enquiry's submission key, made on its first Send and kept for every retry (lib/enquiry/record.ts). */
  key?: string | null;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const timeOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The saved answers, or null when none (or unreadable). The thank-you step is never restored. */
export function loadWizard(storage: StorageLike | undefined): SavedWizard | null {
  try {
    const raw = storage?.getItem(ENQUIRY_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedWizard>;
    const step = typeof parsed.step === 'number' && parsed.step >= 0 && parsed.step <= 5 ? (parsed.step as Step) : 0;
    const data = { ...EMPTY_ENQUIRY, ...(parsed.data ?? {}) };
    if (!Array.isArray(data.goals)) data.goals = [];
    for (const key of Object.keys(EMPTY_ENQUIRY) as Array<keyof Enquiry>) {
      if (key !== 'goals' && typeof data[key] !== 'string') (data as Record<string, unknown>)[key] = '';
    }
    const saved: SavedWizard = { step, data };
    const startedAt = timeOrNull(parsed.startedAt);
    const inFlightSince = timeOrNull(parsed.inFlightSince);
    if (startedAt !== null) saved.startedAt = startedAt;
    if (inFlightSince !== null) saved.inFlightSince = inFlightSince;
    if (typeof parsed.key === 'string' && SUBMISSION_KEY.test(parsed.key)) saved.key = parsed.key;
    return saved;
  } catch {
    return null;
  }
}

export function saveWizard(storage: StorageLike | undefined, saved: SavedWizard): void {
  try {
    storage?.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    /* private mode or full: the wizard still works, it just will not survive a reload */
  }
}

export function clearWizard(storage: StorageLike | undefined): void {
  try {
    storage?.removeItem(ENQUIRY_STORAGE_KEY);
  } catch {
    /* nothing to do */
  }
}

/** Mark the answers as on their way, just before they leave: a reload from now on never sends them again. */
export function markInFlight(storage: StorageLike | undefined, saved: SavedWizard, now: number = Date.now()): void {
  saveWizard(storage, { ...saved, inFlightSince: now });
}
