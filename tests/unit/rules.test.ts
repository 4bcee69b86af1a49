// Spec 01 §5.1 and §5.2: every reusable rule with passing and failing examples,
// the expression check, and every password-change message in the form's order.
import { describe, expect, it } from 'vitest';
import { checkRule, isValidExpression, passwordChangeError, newPasswordError, ruleTexts, reusableRules, type RuleId } from '@core/rules';
import { translate, languages } from '@core/i18n/text';
import type { PasswordPolicy } from '@core/api/oauth';

const examples: Record<RuleId, { message: string; pass: string[]; fail: string[] }> = {
  phone: { message: '请正确输入您的手机号', pass: ['13812345678', '19900001111'], fail: ['12812345678', '1381234567', '138123456789', '23812345678'] },
  password: { message: '6-16位字符的密码（数字和字母组成）', pass: ['abc123', 'Kiln2026ok', 'a1b2c3d4e5f6g7h8'], fail: ['abcdef', '123456', 'ab12', 'a1b2c3d4e5f6g7h8i', 'abc 123', 'abc12!'] },
  idCard: { message: '请正确输入您的身份证号码', pass: ['11010519491231002X', '110105194912310029'.slice(0, 17) + 'X', '440524800101001'], fail: ['110105194912310021', '11010519491331002X', '12345', '1101051949123100XX'] },
  email: { message: '请正确输入您的邮箱地址', pass: ['user@kiln.example', 'first.last+tag@mail.co'], fail: ['user@', 'user@kiln', '@kiln.com', 'a b@kiln.com'] },
  plate: { message: '请正确输入您的车牌号', pass: ['京A12345', '粤B1234学', '沪AD12345', '苏E12345F'], fail: ['A12345', '京12345', '京A1234', '京AI2345'] },
  chinese: { message: '请正确输入中文', pass: ['中文', '低代码平台'], fail: ['中文a', 'abc', '中 文'] },
  code: { message: '编码只能输入英文、数字和小数点且小数点不能放在首尾', pass: ['abc', 'sys.menu.1', 'A'], fail: ['.abc', 'abc.', 'ab-c', 'a b'] },
  account: { message: '只能输入数字英文', pass: ['admin', 'user01'], fail: ['ad_min', '管理员', 'a b'] },
  name: { message: '名称不能含有特殊符号', pass: ['研发部', 'Sales (North)', '项目-一期'], fail: ['name$', 'a<b>', '研发@部'] },
  numericCode: { message: '编码只能输入数字', pass: ['0012', '9'], fail: ['12a', '1.2', ''] },
  time: { message: '时间只能是整数和0.5的倍数', pass: ['1', '1.5', '0.5', '12'], fail: ['1.3', '1.55', 'a', '-1'] },
  positiveInteger: { message: '请输入正整数', pass: ['1', '42', '1000'], fail: ['0', '-3', '01', '1.5'] },
  fieldName: { message: '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头', pass: ['name', 'F_Id', 'order2'], fail: ['2name', '_name', 'na-me', '名称'] },
};

describe('reusable rules (spec 01 §5.1)', () => {
  it('covers every rule of the spec table', () => {
    expect(Object.keys(reusableRules).sort()).toEqual(Object.keys(examples).sort());
  });

  for (const [id, example] of Object.entries(examples) as [RuleId, (typeof examples)[RuleId]][]) {
    describe(id, () => {
      for (const value of example.pass) {
        it(`accepts ${JSON.stringify(value)}`, () => expect(checkRule(id, value)).toBeNull());
      }
      for (const value of example.fail) {
        it(`refuses ${JSON.stringify(value)} with ${example.message}`, () => {
          const message = checkRule(id, value);
          expect(message).not.toBeNull();
          expect(translate(ruleTexts, message!, 'zh')).toBe(example.message);
        });
      }
    });
  }
});

describe('expression check', () => {
  it('accepts numbers and operators that alternate with numbers at both ends', () => {
    expect(isValidExpression('1+2')).toBe(true);
    expect(isValidExpression('1.5 × 2 ÷ 3 - 4')).toBe(true);
    expect(isValidExpression(['3'])).toBe(true);
  });
  it('refuses an operator at either end, two in a row, or nothing', () => {
    expect(isValidExpression('+1')).toBe(false);
    expect(isValidExpression('1+')).toBe(false);
    expect(isValidExpression('1++2')).toBe(false);
    expect(isValidExpression(['1', '2'])).toBe(false);
    expect(isValidExpression('')).toBe(false);
  });
});

const policy: PasswordPolicy = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
  mandatoryModificationOfInitialPassword: 1,
};
const form = { oldPassword: 'old-Pass1', newPassword: 'New-pass1', repeatPassword: 'New-pass1', code: '1234' };
const zh = (input: Partial<typeof form>, p: PasswordPolicy = policy) => {
  const message = passwordChangeError(p, { ...form, ...input });
  return message && translate(ruleTexts, message, 'zh');
};

describe('password change form (spec 01 §5.2)', () => {
  it('passes a complete form that meets the policy', () => expect(zh({})).toBeNull());
  it('refuses an empty old password first', () => expect(zh({ oldPassword: '', newPassword: '' })).toBe('旧密码不能为空'));
  it('refuses an empty new password', () => expect(zh({ newPassword: '' })).toBe('新密码不能为空'));
  it('refuses an empty repeat', () => expect(zh({ repeatPassword: '' })).toBe('重复密码不能为空'));
  it('refuses two passwords that differ', () => expect(zh({ repeatPassword: 'New-pass2' })).toBe('两次密码输入不一致'));
  it('refuses an empty captcha', () => expect(zh({ code: ' ' })).toBe('验证码不能为空'));
  const newOne = (password: string, p: PasswordPolicy = policy) => zh({ newPassword: password, repeatPassword: password }, p);
  it('refuses a password shorter than the minimum', () => expect(newOne('Ab-1')).toBe('新密码长度不能小于8位'));
  it('refuses a password without a digit', () => expect(newOne('Abc-defgh')).toBe('新密码必须包含数字'));
  it('refuses a password without a lowercase letter', () => expect(newOne('ABC-DEF12')).toBe('新密码必须包含小写字母'));
  it('refuses a password without an uppercase letter', () => expect(newOne('abc-def12')).toBe('新密码必须包含大写字母'));
  it('refuses a password without a symbol', () => expect(newOne('Abcdef12')).toBe('新密码必须包含字符'));
  it('refuses a password over 64 characters', () => expect(newOne(`Aa-1${'x'.repeat(61)}`)).toBe('新密码长度不能超过64位'));
  it('applies only the switched-on rules', () => {
    const loose = { ...policy, includeUppercaseLetters: 0, containsCharacters: 0, passwordLengthMin: 0 } as const;
    expect(newOne('abc1', loose)).toBeNull();
  });
  it('falls back to the reusable password rule when the strength limit is off', () => {
    expect(newOne('abcdefgh', { ...policy, passwordStrengthLimit: 0 })).toBe('6-16位字符的密码（数字和字母组成）');
    expect(newPasswordError({ ...policy, passwordStrengthLimit: 0 }, 'abcd1234')).toBeNull();
  });
});

describe('rule texts', () => {
  it('has every message in zh, zhtw and en, none empty', () => {
    for (const [key, text] of Object.entries(ruleTexts)) {
      for (const language of languages) expect(text[language].trim(), `${key} ${language}`).not.toBe('');
    }
  });
  it('translates with parameters', () => {
    const ref = { key: 'password.minLength', params: { min: 8 } };
    expect(translate(ruleTexts, ref, 'zh')).toBe('新密码长度不能小于8位');
    expect(translate(ruleTexts, ref, 'zhtw')).toBe('新密碼長度不能小於8位');
    expect(translate(ruleTexts, ref, 'en')).toBe('The new password must be at least 8 characters');
  });
});
