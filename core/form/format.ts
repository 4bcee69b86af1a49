// The authoring format of a form: one ordered tree of nodes, one node per thing
// on the screen. A field is written once, in its node. This file is the one
// source of both the TypeScript types and the JSON meta-schema (TypeBox).
import type { Static } from '@sinclair/typebox';
import { Type } from '../schema/typeBuilder';
import { ruleIds } from '../rules/patterns';

/** A text key (translated) or, for forms an administrator wrote, the text itself. */
const Text = Type.String({ minLength: 1, maxLength: 500 });

/** Reusable rules of spec 01 §5.1, by id (core/rules). */
export const RuleIdSchema = Type.Union(ruleIds.map((id) => Type.Literal(id)));

export const FieldRulesSchema = Type.Object(
  {
    required: Type.Optional(Type.Boolean()),
    minLength: Type.Optional(Type.Integer({ minimum: 0 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    /**
     * No other record may hold the value (JNPF's unique). Enforced by the unique index of the model's
     * table, so only on a form-level field whose value has a column that can carry one.
     */
    unique: Type.Optional(Type.Boolean()),
    /** JNPF's regList: every pattern must match a non-empty value; the first that fails shows its message. */
    patterns: Type.Optional(Type.Array(Type.Object({ pattern: Type.String({ minLength: 1 }), message: Text }, { additionalProperties: false }))),
    /** Reusable rules by id; their messages are the spec's. */
    use: Type.Optional(Type.Array(RuleIdSchema)),
    /** A message per rule; a rule without one says the generic words (不能为空, …). */
    messages: Type.Optional(
      Type.Object(
        {
          required: Type.Optional(Text),
          minLength: Type.Optional(Text),
          maxLength: Type.Optional(Text),
          min: Type.Optional(Text),
          max: Type.Optional(Text),
          type: Type.Optional(Text),
          unique: Type.Optional(Text),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Conditions on other fields, as expressions (core/expression): `urgent == 1`. */
export const ConditionsSchema = Type.Object(
  { visible: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })), required: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })), readOnly: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })) },
  { additionalProperties: false },
);

/** What a node id looks like: stable across renames, so designer edits and table changes follow a field by it. */
export const nodeIdPattern = '^[A-Za-z][A-Za-z0-9_-]{0,63}$';
/** What a stored name looks like: it becomes a column's name and a key of the body. */
export const fieldNamePattern = '^[A-Za-z][A-Za-z0-9_]{0,63}$';

export const FormNodeSchema = Type.Recursive(
  (Node) =>
    Type.Object(
      {
        /** Stable across renames: designer edits and table changes follow a field by it. */
        id: Type.String({ pattern: nodeIdPattern }),
        /** The catalog key (JNPF's jnpfKey). */
        widget: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,63}$' }),
        /** The stored name of a field (a sub-table's columns name theirs within a row). */
        field: Type.Optional(Type.String({ pattern: fieldNamePattern })),
        label: Type.Optional(Text),
        /** The widget's properties (placeholder, options, precision, expression, …): what its catalog entry lists. */
        props: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        rules: Type.Optional(FieldRulesSchema),
        default: Type.Optional(Type.Unknown()),
        /** Grid columns out of 24 inside a row (the whole width elsewhere). */
        span: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
        /** false: carried but not shown (ids a page hands in). */
        visible: Type.Optional(Type.Boolean()),
        /** true: never editable; 'edit': fixed once the record exists. */
        readOnly: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('edit')])),
        when: Type.Optional(ConditionsSchema),
        /** A layout container's content, or a sub-table's columns. */
        children: Type.Optional(Type.Array(Node)),
      },
      { additionalProperties: false },
    ),
  { $id: 'FormNode' },
);

export type FieldRules = Static<typeof FieldRulesSchema>;
export type Conditions = Static<typeof ConditionsSchema>;
export type FormNode = Static<typeof FormNodeSchema>;
export type RuleRef = Static<typeof RuleIdSchema>;
