// The list designer (功能设计 → 列表设计): a model's list design edited against its form.
export { ListDesigner, type ListDesignerProps } from './ListDesigner';
export { listableFields, listDesignProblems, type ListableField, type ListProblem } from '@core/model/listProblems';
