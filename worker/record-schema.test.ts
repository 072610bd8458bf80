import { describe, expect, it } from 'vitest';
import { parseEnquiryRecord } from './record-schema';
import { ANSWER_MAX_LENGTH, toStoredEnquiry, type EnquiryRecordRequest } from '../src/lib/enquiry/record';
import { ENQUIRY_MESSAGES } from '../src/lib/enquiry/validation';
import { aRecord } from '../src/lib/enquiry/record.fixture';

const valid = (): EnquiryRecordRequest => aRecord();

type Change = (r: Record<string, unknown> & { answers: Record<string, unknown> }) => void;

describe('parseEnquiryRecord: the edge refuses what the wizard would never send', () => {
  it('takes the wizard’s own body', () => {
    expect(parseEnquiryRecord(valid())).toEqual({ ok: true, value: valid() });
  });

  it.each<[string, Change, RegExp]>([
    ['an unknown field', (r) => (r.admin = true), /admin is not a field/],
    ['an unknown answer', (r) => (r.answers.role = 'x'), /answers.role is not a field/],
    ['a missing answer', (r) => delete r.answers.notes, /answers.notes must be text/],
    ['a number for a name', (r) => (r.answers.firstName = 42), /answers.firstName must be text/],
    ['an upper-case key', (r) => (r.key = String(r.key).toUpperCase()), /key must be a lowercase UUID/],
    ['another site’s page', (r) => (r.page = 'https://evil.example/contact'), /page must be a path/],
    ['a negative fill time', (r) => (r.fillMs = -1), /fillMs/],
    ['a fill time as text', (r) => (r.fillMs = '9000'), /fillMs/],
    ['an outcome the edge does not take', (r) => (r.emailOutcome = 'unknown'), /emailOutcome must be one of/],
    ['a budget outside the options', (r) => (r.answers.budget = '$1'), /answers.budget is not one of/],
    ['a goal outside the options', (r) => (r.answers.goals = ['Hack']), /goals must be a list/],
    ['a goal twice', (r) => (r.answers.goals = ['Run paid ads (PPC)', 'Run paid ads (PPC)']), /goal twice/],
    ['a name one letter too long', (r) => (r.answers.firstName = 'a'.repeat(ANSWER_MAX_LENGTH.firstName + 1)), /longer than 100/],
    ['notes one letter too long', (r) => (r.answers.notes = 'a'.repeat(ANSWER_MAX_LENGTH.notes + 1)), /longer than 5000/],
    ['a blank first name (product §5)', (r) => (r.answers.firstName = '  '), new RegExp(ENQUIRY_MESSAGES.firstName)],
    ['an invalid e-mail (product §5)', (r) => (r.answers.email = 'ada'), new RegExp(ENQUIRY_MESSAGES.emailInvalid)],
    ['Other without its explanation', (r) => (r.answers.otherBusinessSituation = ''), new RegExp(ENQUIRY_MESSAGES.otherBusinessSituation)],
    ['Yes without a URL', (r) => (r.answers.hasWebsite = 'Yes'), new RegExp(ENQUIRY_MESSAGES.websiteUrl)],
    ['no goal', (r) => (r.answers.goals = []), new RegExp(ENQUIRY_MESSAGES.goals)],
  ])('refuses %s', (_, change, error) => {
    const body = valid() as unknown as Parameters<Change>[0];
    change(body);
    const parsed = parseEnquiryRecord(body);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toMatch(error);
  });

  it.each([null, [], 'text', 42])('refuses a body that is not an object: %j', (body) => {
    expect(parseEnquiryRecord(body)).toEqual({ ok: false, error: 'The body must be a JSON object' });
  });

  it('keeps text as text: markup is only characters', () => {
    const body = valid();
    body.answers.firstName = '<script>alert(1)</script>';
    expect(parseEnquiryRecord(body).ok).toBe(true);
    expect(toStoredEnquiry(body).firstName).toBe('<script>alert(1)</script>');
  });
});
