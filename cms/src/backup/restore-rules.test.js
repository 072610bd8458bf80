import { describe, expect, it } from 'vitest';
import rules from './restore-rules.js';

const { restoreRefusal } = rules;
const A = 'cms-backup-20261120T033000Z.tar.gz.sealed';
const B = 'cms-backup-20261128T033000Z.tar.gz.sealed';
const C = 'cms-backup-20261129T033000Z.tar.gz.sealed';
const sealed = (name) => ({ name, madeAt: `${name.slice(11, 15)}-${name.slice(15, 17)}-${name.slice(17, 19)}T03:30:00.000Z` });

describe('restoreRefusal: what a restore puts back without being told twice', () => {
  it('the newest backup, stored under its sealed name: restored', () => {
    expect(restoreRefusal({ storedName: B, label: sealed(B), newest: B, onPurpose: false })).toBeNull();
  });
  it('a file given by path under its sealed name: restored', () => {
    expect(restoreRefusal({ storedName: A, label: sealed(A), newest: null, onPurpose: false })).toBeNull();
  });
  it('an old backup copied under a newer name (what "latest" would pick): refused', () => {
    expect(restoreRefusal({ storedName: C, label: sealed(A), newest: C, onPurpose: false })).toMatch(
      new RegExp(`^${C} holds the backup sealed as ${A} \\(made 2026-11-20T03:30:00.000Z\\): it was renamed or copied.*--on-purpose\\.$`),
    );
  });
  it('a file renamed on disk: refused', () => {
    expect(restoreRefusal({ storedName: 'backup.sealed', label: sealed(A), newest: null, onPurpose: false })).toContain(
      'it was renamed or copied',
    );
  });
  it('an older backup named on its own: refused, it would undo what came since', () => {
    expect(restoreRefusal({ storedName: A, label: sealed(A), newest: B, onPurpose: false })).toContain(
      `${A} is older than the newest backup in the bucket, ${B}`,
    );
  });
  it('a backup of the first format: refused, nothing vouches for its name', () => {
    expect(restoreRefusal({ storedName: A, label: null, newest: A, onPurpose: false })).toContain(
      'made before backups sealed their name and time',
    );
  });
  it.each([
    [{ storedName: C, label: sealed(A), newest: C }],
    [{ storedName: A, label: sealed(A), newest: B }],
    [{ storedName: A, label: null, newest: A }],
  ])('each, named on purpose: restored', (backup) => {
    expect(restoreRefusal({ ...backup, onPurpose: true })).toBeNull();
  });
});
