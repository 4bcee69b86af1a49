// Messages of the spec's validation rules (spec 01 §5) in the three languages;
// zh is the spec's own wording.
import type { TextTable } from '../i18n/text';

export const ruleTexts: TextTable = {
  'rule.phone': { zh: '请正确输入您的手机号', zhtw: '請正確輸入您的手機號', en: 'Please enter a valid mobile number' },
  'rule.password': {
    zh: '6-16位字符的密码（数字和字母组成）',
    zhtw: '6-16位字符的密碼（數字和字母組成）',
    en: 'A password of 6-16 characters made of letters and digits',
  },
  'rule.idCard': { zh: '请正确输入您的身份证号码', zhtw: '請正確輸入您的身份證號碼', en: 'Please enter a valid citizen ID number' },
  'rule.email': { zh: '请正确输入您的邮箱地址', zhtw: '請正確輸入您的郵箱地址', en: 'Please enter a valid email address' },
  'rule.plate': { zh: '请正确输入您的车牌号', zhtw: '請正確輸入您的車牌號', en: 'Please enter a valid vehicle plate' },
  'rule.chinese': { zh: '请正确输入中文', zhtw: '請正確輸入中文', en: 'Please enter Chinese characters only' },
  'rule.code': {
    zh: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
    zhtw: '編碼只能輸入英文、數字和小數點且小數點不能放在首尾',
    en: 'A code may hold letters, digits and dots, with no dot first or last',
  },
  'rule.account': { zh: '只能输入数字英文', zhtw: '只能輸入數字英文', en: 'Letters and digits only' },
  'rule.name': { zh: '名称不能含有特殊符号', zhtw: '名稱不能含有特殊符號', en: 'A name cannot contain special symbols' },
  'rule.numericCode': { zh: '编码只能输入数字', zhtw: '編碼只能輸入數字', en: 'A code may hold digits only' },
  'rule.time': { zh: '时间只能是整数和0.5的倍数', zhtw: '時間只能是整數和0.5的倍數', en: 'Time must be a whole number or a multiple of 0.5' },
  'rule.positiveInteger': { zh: '请输入正整数', zhtw: '請輸入正整數', en: 'Please enter a positive whole number' },
  'rule.fieldName': {
    zh: '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
    zhtw: '只能輸入大小寫英文字母、數字、下劃線組合，且不能數字、下劃線開頭',
    en: 'Letters, digits and underscores only, not starting with a digit or underscore',
  },
  'password.oldRequired': { zh: '旧密码不能为空', zhtw: '舊密碼不能為空', en: 'The old password is required' },
  'password.newRequired': { zh: '新密码不能为空', zhtw: '新密碼不能為空', en: 'The new password is required' },
  'password.repeatRequired': { zh: '重复密码不能为空', zhtw: '重複密碼不能為空', en: 'Repeat the new password' },
  'password.mismatch': { zh: '两次密码输入不一致', zhtw: '兩次密碼輸入不一致', en: 'The two passwords differ' },
  'password.codeRequired': { zh: '验证码不能为空', zhtw: '驗證碼不能為空', en: 'The verification code is required' },
  'password.minLength': { zh: '新密码长度不能小于{{min}}位', zhtw: '新密碼長度不能小於{{min}}位', en: 'The new password must be at least {{min}} characters' },
  'password.tooLong': { zh: '新密码长度不能超过{{max}}位', zhtw: '新密碼長度不能超過{{max}}位', en: 'The new password must be at most {{max}} characters' },
  'password.needNumber': { zh: '新密码必须包含数字', zhtw: '新密碼必須包含數字', en: 'The new password must contain a digit' },
  'password.needLowercase': { zh: '新密码必须包含小写字母', zhtw: '新密碼必須包含小寫字母', en: 'The new password must contain a lowercase letter' },
  'password.needUppercase': { zh: '新密码必须包含大写字母', zhtw: '新密碼必須包含大寫字母', en: 'The new password must contain an uppercase letter' },
  'password.needCharacter': { zh: '新密码必须包含字符', zhtw: '新密碼必須包含字符', en: 'The new password must contain a symbol' },
  'password.sameAsOld': { zh: '新密码不能与旧密码相同', zhtw: '新密碼不能與舊密碼相同', en: 'The new password must differ from the old one' },
  'form.parentRequired': { zh: '上级菜单不能为空', zhtw: '上級菜單不能為空', en: 'The parent is required' },
  'form.nameRequired': { zh: '请输入名称', zhtw: '請輸入名稱', en: 'Please enter a name' },
  'form.nameMax': { zh: '名称最多为50个字符！', zhtw: '名稱最多為50個字符！', en: 'A name has at most 50 characters!' },
  'form.codeRequired': { zh: '请输入编码', zhtw: '請輸入編碼', en: 'Please enter a code' },
  'form.codeMax': { zh: '编码最多为50个字符！', zhtw: '編碼最多為50個字符！', en: 'A code has at most 50 characters!' },
};
