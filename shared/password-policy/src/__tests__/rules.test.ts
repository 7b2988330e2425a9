import { join } from 'node:path';
import { messagesInSource } from '@mall/remote-kit/testing';
import { mergeMessages } from '@mall/i18n';
import { loadPasswordEstimator } from '../estimator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordIssue, passwordLength } from '../rules';

describe('the new-password rule (the API’s: api/src/schemas/common.ts NewPassword)', () => {
  it('takes 8 to 128 characters and refuses 7 and 129', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    expect(passwordIssue('')).toBe('empty');
    expect(passwordIssue('a'.repeat(7))).toBe('tooShort');
    expect(passwordIssue('a'.repeat(8))).toBeUndefined();
    expect(passwordIssue('a'.repeat(64))).toBeUndefined();
    expect(passwordIssue('a'.repeat(128))).toBeUndefined();
    expect(passwordIssue('a'.repeat(129))).toBe('tooLong');
  });

  it('counts characters (code points), not UTF-16 units, and needs no mix', () => {
    expect(passwordLength('🔐🔐')).toBe(2);
    expect(passwordIssue('🔐'.repeat(128))).toBeUndefined();
    expect(passwordIssue('🔐'.repeat(129))).toBe('tooLong');
    expect(passwordIssue('ລະຫັດ ผ่าน')).toBeUndefined();
    expect(passwordIssue('        ')).toBeUndefined();
  });

  it('refuses the common passwords the API refuses, in any case or width', async () => {
    const { isCommon, score } = await loadPasswordEstimator();
    for (const password of ['password1', 'PassWord1', 'ｐａｓｓｗｏｒｄ１', 'iloveyou', '12345678', 'qwertyuiop']) {
      expect({ password, issue: passwordIssue(password, isCommon), score: score(password) }).toEqual({
        password,
        issue: 'common',
        score: 0,
      });
    }
    for (const password of ['correct horse battery staple', 'Secret123!', 'mxq7vbzt']) {
      expect({ password, issue: passwordIssue(password, isCommon) }).toEqual({ password, issue: undefined });
    }
    expect(score('correct horse battery staple')).toBe(4);
    expect(score('aaaaaaaa')).toBe(0);
  });

  it('loads the estimator once', async () => {
    expect(await loadPasswordEstimator()).toBe(await loadPasswordEstimator());
  });
});

describe('texts', () => {
  it('the common catalogue holds exactly the password.* messages the source defines, with the same English', () => {
    const source = messagesInSource(join(__dirname, '..'), 'password');
    expect(source.size).toBe(12);
    const common = Object.fromEntries(Object.entries(mergeMessages({}, 'en')).filter(([id]) => id.startsWith('password.')));
    expect(Object.fromEntries([...source].sort())).toEqual(Object.fromEntries(Object.entries(common).sort()));
  });
});
