import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_MIN_FILL_MS,
  fillTimeSince,
  newSubmissionKey,
  SUBMISSION_KEY,
  toStoredEnquiry,
  type EnquiryRecordRequest,
  type RandomSource,
} from './record';
import { aRecord } from './record.fixture';

const valid = (): EnquiryRecordRequest => aRecord();

describe('toStoredEnquiry: the answers as the agency keeps them, plus where and how', () => {
  it('keeps Other with its words, and no website and no notes as empty, not in the e-mail’s words', () => {
    expect(toStoredEnquiry(valid())).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '312 555 0100',
      businessSituation: 'Other: We run a franchise',
      goals: 'Run paid ads (PPC), Marketing strategy guidance',
      hasWebsite: 'No',
      websiteUrl: '',
      budget: '$2,500-$5,000',
      timeframe: 'Within 30 days',
      notes: '',
      submissionKey: '0b9a4c1e-5d7f-4a2b-9c3d-1e2f3a4b5c6d',
      page: '/contact',
      emailOutcome: 'pending',
      emailError: '',
    });
  });
});

describe('newSubmissionKey', () => {
  it('is a lowercase v4 UUID, with or without randomUUID', () => {
    const withoutRandomUuid: RandomSource = {
      getRandomValues: (a) => globalThis.crypto.getRandomValues(a),
    };
    for (const key of [newSubmissionKey(), newSubmissionKey(withoutRandomUuid)]) {
      expect(key).toMatch(SUBMISSION_KEY);
      expect(key[14]).toBe('4');
    }
    expect(newSubmissionKey()).not.toBe(newSubmissionKey());
  });
});

describe('fillTimeSince', () => {
  it.each([
    [1_000, 61_000, 60_000],
    [null, 5_000, ENQUIRY_MIN_FILL_MS],
    [undefined, 5_000, ENQUIRY_MIN_FILL_MS],
    [9_000, 5_000, 0],
  ])('from %j to %j: %j ms (an unknown start is a person’s pace)', (start, now, ms) => expect(fillTimeSince(start, now)).toBe(ms));
});
