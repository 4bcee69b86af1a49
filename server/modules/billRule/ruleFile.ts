// The .bb file: one numbering rule as versioned JSON. The category travels by
// its code, so a file moves between installations; importing checks the rule
// with the form's own rules and creates it whole or not at all.
import type { BillRuleInput } from '@core/api/billRule';
import type { MessageRef } from '@core/i18n/text';
import { badRequest } from '../../http/errors';
import { validateBody } from '../../http/bodyValidator';
import type { DownloadFile } from '../file/downloads';
import type { BillRuleService } from './service';

export const ruleFileFormat = 'kiln.billRule';
export const ruleFileVersion = 1;
export const ruleFileMaxBytes = 64 * 1024;

interface RuleFile {
  format: typeof ruleFileFormat;
  version: typeof ruleFileVersion;
  exportedAt: number;
  rule: Omit<BillRuleInput, 'category'> & { categoryCode: string };
}

export async function exportRule(rules: BillRuleService, id: string): Promise<DownloadFile> {
  const rule = await rules.get(id);
  const file: RuleFile = {
    format: ruleFileFormat,
    version: ruleFileVersion,
    exportedAt: Date.now(),
    rule: {
      fullName: rule.fullName,
      enCode: rule.enCode,
      categoryCode: await rules.categoryCode(rule.category),
      prefix: rule.prefix,
      dateFormat: rule.dateFormat,
      digit: rule.digit,
      startNumber: rule.startNumber,
      sortCode: rule.sortCode,
      enabledMark: rule.enabledMark,
      description: rule.description,
    },
  };
  return { name: `${rule.enCode}.bb`, contentType: 'application/json; charset=utf-8', content: JSON.stringify(file) };
}

/** Reads a .bb file into the rule form's input, checked with the form's rules. */
export async function ruleFromFile(rules: BillRuleService, content: Buffer, body: object, say: (ref: MessageRef) => string): Promise<BillRuleInput> {
  const invalid = (reason: MessageRef) => badRequest('billRule.importInvalid', { reason: say(reason) });
  let file: Partial<RuleFile>;
  try {
    file = JSON.parse(content.toString('utf8')) as Partial<RuleFile>;
  } catch {
    throw invalid({ key: 'import.notJson' });
  }
  if (file?.format !== ruleFileFormat || file.version !== ruleFileVersion || typeof file.rule !== 'object' || file.rule === null) {
    throw invalid({ key: 'import.wrongFormat' });
  }
  const { categoryCode, ...rule } = file.rule;
  const category = typeof categoryCode === 'string' ? await rules.categoryByCode(categoryCode) : null;
  if (!category) throw badRequest('billRule.categoryNotFound');
  const input = { ...rule, category } as BillRuleInput;
  const issues = validateBody(body, input);
  if (issues.length) throw invalid(issues[0].message);
  return input;
}
