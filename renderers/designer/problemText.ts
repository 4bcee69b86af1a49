// A compiler problem in the reader's language: its code's words (core/form/problemTexts.ts) with its values put in.
// A problem without a code came from the server already in the reader's language, and is shown as it came.
import { useCallback } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import { formProblemKey, type FormProblem } from '@core/form';

export function useProblemText(): (problem: FormProblem) => string {
  const { t } = useTranslation();
  return useCallback((problem: FormProblem) => (problem.code ? t(formProblemKey(problem.code), problem.params) : problem.message), [t]);
}
