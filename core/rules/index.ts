// Validation rules and their messages, shared by forms and the server.
export { ruleTexts } from './texts';
export { reusableRules, checkRule, isCitizenId, isValidExpression, type RuleId, type Rule } from './patterns';
export { newPasswordError, passwordChangeError, passwordMaxLength, type PasswordChangeInput } from './password';
