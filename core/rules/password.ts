// The password-change rules of spec 01 §5.2 in the form's order, and the policy
// part alone, which the server re-checks on the typed new password.
import type { MessageRef } from '../i18n/text';
import type { PasswordPolicy } from '../api/oauth';
import { checkRule } from './patterns';

/** A sanity cap on any new password, whatever the policy. */
export const passwordMaxLength = 64;

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
  code: string;
}

const on = (flag: 0 | 1) => flag === 1;

export function newPasswordError(policy: PasswordPolicy, newPassword: string): MessageRef | null {
  if (newPassword.length > passwordMaxLength) return { key: 'password.tooLong', params: { max: passwordMaxLength } };
  if (!on(policy.passwordStrengthLimit)) return checkRule('password', newPassword);
  if (on(policy.passwordLengthMin) && newPassword.length < policy.passwordLengthMinNumber) {
    return { key: 'password.minLength', params: { min: policy.passwordLengthMinNumber } };
  }
  const required: [0 | 1, RegExp, string][] = [
    [policy.containsNumbers, /\d/, 'password.needNumber'],
    [policy.includeLowercaseLetters, /[a-z]/, 'password.needLowercase'],
    [policy.includeUppercaseLetters, /[A-Z]/, 'password.needUppercase'],
    [policy.containsCharacters, /[^A-Za-z0-9]/, 'password.needCharacter'],
  ];
  const missing = required.find(([flag, pattern]) => on(flag) && !pattern.test(newPassword));
  return missing ? { key: missing[2] } : null;
}

/** The first failed rule of the password-change form, or null. */
export function passwordChangeError(policy: PasswordPolicy, input: PasswordChangeInput): MessageRef | null {
  if (!input.oldPassword) return { key: 'password.oldRequired' };
  if (!input.newPassword) return { key: 'password.newRequired' };
  if (!input.repeatPassword) return { key: 'password.repeatRequired' };
  if (input.repeatPassword !== input.newPassword) return { key: 'password.mismatch' };
  if (!input.code.trim()) return { key: 'password.codeRequired' };
  return newPasswordError(policy, input.newPassword);
}
