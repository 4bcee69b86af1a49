// The typebox builders the shared schemas use, gathered as `Type`. typebox's own
// `Type` object holds every builder it has (template literals, mapped and
// conditional types, …), about 10 KiB of gzip code more in every browser screen
// that defines a schema; these alone are about 3 KiB. A schema needing another
// builder adds it here.
import {
  Array as ArrayOf,
  Boolean as BooleanType,
  Integer,
  Literal,
  Number as NumberType,
  Object as ObjectType,
  Optional,
  Record as RecordOf,
  Recursive,
  String as StringType,
  Union,
  Unknown,
} from '@sinclair/typebox';

export const Type = {
  Array: ArrayOf,
  Boolean: BooleanType,
  Integer,
  Literal,
  Number: NumberType,
  Object: ObjectType,
  Optional,
  Record: RecordOf,
  Recursive,
  String: StringType,
  Union,
  Unknown,
};
