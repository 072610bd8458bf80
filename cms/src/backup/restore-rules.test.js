import { describe, expect, it } from 'vitest';
import rules from './restore-rules.js';

const { restoreRefusal } = rules;
const A = 'cms-backup-20261120T033000Z.tar.gz.sealed';
const B = 'cms-backup-20261128T033000Z.tar.gz.sealed';
const C = 'cms-backup-20261129T033000Z.tar.gz.sealed';
const sealed = (name) => ({ name, madeAt: `${name.slice(11, 15)}-${name.slice(15, 17)}-${name.slice(17, 19)}T03:30:00.000Z` });

describe('restoreRefusal: what a restore puts back, on seals alone', () => {
  it('the newest verified backup, stored under its sealed name: restored', () => {
    expect(restoreRefusal({ storedName: B, label: sealed(B), newest: sealed(B), onPurpose: false })).toBeNull();
  });
  it('a file given by path under its sealed name, no bucket: restored', () => {
    expect(restoreRefusal({ storedName: A, label: sealed(A), newest: null, onPurpose: false })).toBeNull();
  });
  it('an old backup copied under a newer name: refused, naming what its seal says, even on purpose', () => {
    for (const onPurpose of [false, true]) {
      expect(restoreRefusal({ storedName: C, label: sealed(A), newest: sealed(B), onPurpose })).toBe(
        `${C} holds the backup sealed as ${A} (sealed 2026-11-20T03:30:00.000Z): it was renamed or copied, and is not the backup its name says.`,
      );
    }
  });
  it('a file renamed on disk: refused', () => {
    expect(restoreRefusal({ storedName: 'backup.sealed', label: sealed(A), newest: null, onPurpose: true })).toContain(
      'it was renamed or copied',
    );
  });
  it('an older backup than the newest verified: refused, naming both by seal, unless on purpose', () => {
    expect(restoreRefusal({ storedName: A, label: sealed(A), newest: sealed(B), onPurpose: false })).toContain(
      `${A} (sealed 2026-11-20T03:30:00.000Z) is older than the newest backup in the bucket, ${B} (sealed 2026-11-28T03:30:00.000Z)`,
    );
    expect(restoreRefusal({ storedName: A, label: sealed(A), newest: sealed(B), onPurpose: true })).toBeNull();
  });
  it('a backup of the first format: refused, nothing vouches for its name, even on purpose', () => {
    expect(restoreRefusal({ storedName: A, label: null, newest: null, onPurpose: true })).toContain(
      'made before backups sealed their name and time',
    );
  });
});
