// The compiler's check of a node's properties against the ones its widget declares.
// Apart from the catalog (./spec.ts): it brings typebox's value checker, which only
// compiling a form needs, not a list that formats cells through the catalog.
import { Value } from '@sinclair/typebox/value';
import { jsonTypeTests } from '../schema/jsonTypes';
import { propertiesOf, type PropertyType, type WidgetProps, type WidgetSpec } from './spec';

const typeChecks: Record<PropertyType, (value: unknown) => boolean> = { ...jsonTypeTests, any: () => true };

/** What is wrong with a node's properties, one sentence each (an empty list when nothing is). */
export function propertyProblems(spec: WidgetSpec, props: WidgetProps): string[] {
  const known = new Map(propertiesOf(spec).map((property) => [property.name, property]));
  const problems: string[] = [];
  for (const [name, value] of Object.entries(props)) {
    const property = known.get(name);
    if (!property) {
      problems.push(`${spec.key} has no property ${name}`);
      continue;
    }
    if (value === null || value === undefined) continue;
    if (!typeChecks[property.type](value)) {
      problems.push(`the property ${name} must be ${property.type === 'integer' || property.type === 'object' || property.type === 'array' ? `an ${property.type}` : `a ${property.type}`}, not ${JSON.stringify(value)}`);
      continue;
    }
    if (property.choices && !property.choices.some((choice) => choice.value === value)) {
      problems.push(`the property ${name} must be one of ${property.choices.map((choice) => JSON.stringify(choice.value)).join(', ')}, not ${JSON.stringify(value)}`);
      continue;
    }
    if (typeof value === 'number' && ((property.min !== undefined && value < property.min) || (property.max !== undefined && value > property.max))) {
      problems.push(`the property ${name} must be between ${property.min ?? '-∞'} and ${property.max ?? '∞'}, not ${value}`);
      continue;
    }
    if (property.shape && !Value.Check(property.shape.schema, value)) {
      const first = Value.Errors(property.shape.schema, value).First();
      problems.push(`the property ${name} is not ${property.shape.is}${first ? `: ${first.path || '/'} ${first.message}` : ''}`);
      continue;
    }
    const problem = property.check?.(value);
    if (problem) problems.push(`the property ${name} ${problem}`);
  }
  return problems;
}
