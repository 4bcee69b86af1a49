// A mapped node's properties as its catalog entry takes them: each is checked
// against the widget's declared properties (as the compiler will), a value the
// entry refuses is reported and left out, and a value equal to the entry's
// default is not written. Also the sub-table's own properties.
import type { JsonSchema } from '../../schema/types';
import { defaultProps, widgetSpec } from '../../widgets';
import { propertyProblems } from '../../widgets/propertyProblems';
import type { FieldScope } from './formField';
import { clip, flagOf, listOf, objOf, textOf, wordsOf } from './raw';
import type { RawField } from './rawField';
import { defined, type Props } from './widgets';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function checkedProps(key: string, props: Props, problem: (reason: string) => void): Props {
  const spec = widgetSpec(key);
  const present = defined(props);
  if (!spec) return present;
  const kept: Props = {};
  for (const [name, value] of Object.entries(present)) {
    const problems = propertyProblems(spec, { [name]: value });
    if (problems.length) {
      problem(`its ${name} setting ${JSON.stringify(value).slice(0, 80)} was left out: ${problems.join('; ')}`);
      continue;
    }
    const fallback = spec.properties.find((property) => property.name === name)?.default;
    if (fallback === undefined || !same(fallback, value)) kept[name] = value;
  }
  return kept;
}

/** The schema of the value a widget stores with these properties, when the catalog knows the widget. */
export function valueSchemaOf(key: string, props: Props): JsonSchema | undefined {
  const spec = widgetSpec(key);
  return spec?.valueSchema?.({ ...defaultProps(spec), ...props });
}

/** JNPF 3.6 / 5.x list a sub-table's buttons with `show` flags; whether the one named is shown (undefined when not listed). */
function shown(list: unknown, value: string): boolean | undefined {
  const button = listOf(list).find((entry) => objOf(entry).value === value);
  return button === undefined ? undefined : flagOf(objOf(button).show) !== false;
}

/** A sub-table's properties: its add button's text, the summary row, grouped headers, which buttons it has. */
export function tableProps(raw: RawField, scope: FieldScope, problem: (reason: string) => void): Props {
  const column = (vModel: unknown) => scope.names.find(textOf(vModel) ?? '');
  const summaryFields = listOf(raw.attrs.summaryField).map(column).filter(Boolean);
  const complexHeaders = listOf(raw.config.complexHeaderList ?? raw.attrs.complexHeaderList).flatMap((entry) => {
    const header = objOf(entry);
    const label = wordsOf(header.fullName ?? header.label);
    const fields = listOf(header.childColumns ?? header.fields)
      .map(column)
      .filter((name): name is string => Boolean(name));
    return label && fields.length ? [{ label: clip(label, 100), fields }] : [];
  });
  if (flagOf(raw.attrs.addType ?? raw.config.addType) === true || raw.attrs.addType === 1) {
    problem('its rows are added through a selection dialog over a data interface, which was not carried over; rows are added blank');
  }
  return {
    addText: wordsOf(raw.attrs.actionText ?? raw.attrs.addText),
    showSummary: flagOf(raw.attrs.showSummary),
    summaryFields: summaryFields.length ? summaryFields : undefined,
    complexHeaders: complexHeaders.length ? complexHeaders : undefined,
    addable: shown(raw.attrs.footerBtnsList, 'add'),
    deletable: shown(raw.attrs.columnBtnsList, 'remove'),
  };
}
