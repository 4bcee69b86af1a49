// One ajv setup for browser and server: the vocabulary, the plainText rule on
// every string, and refusals as one message per field path.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { addKilnVocabulary, ajvOptions, fieldIssues, hasControlCharacters, withPlainText, type SchemaError } from '@core/validation';
import { uniqueViolationMessage } from '@server/http/constraints';

const ajv = addKilnVocabulary(new Ajv(ajvOptions));

describe('the plainText rule', () => {
  const validate = ajv.compile(withPlainText({ type: 'object', properties: { name: { type: 'string' }, rows: { type: 'array', items: { type: 'object', properties: { note: { type: ['string', 'null'] } } } } } }));

  it('refuses NUL and the other control characters in any string, however deep', () => {
    expect(validate({ name: 'a\u0000b' })).toBe(false);
    expect(validate({ rows: [{ note: 'ok' }, { note: 'bell\u0007' }] })).toBe(false);
    expect(fieldIssues(validate.errors as SchemaError[])).toEqual([{ field: 'rows/1/note', message: { key: 'validation.controlCharacters', params: { field: 'rows/1/note' } } }]);
  });

  it('keeps tabs and line breaks, which text uses', () => {
    expect(validate({ name: 'one\ttwo\r\nthree' })).toBe(true);
    expect(hasControlCharacters('one\ttwo\r\n')).toBe(false);
    expect(hasControlCharacters('del\u007f')).toBe(true);
  });

  it('adds the vocabulary once, however often it is asked', () => {
    expect(() => addKilnVocabulary(ajv)).not.toThrow();
  });
});

describe('field issues', () => {
  const validate = ajv.compile({
    type: 'object',
    required: ['fullName', 'items'],
    properties: {
      fullName: { type: 'string', minLength: 1, errorMessage: { minLength: 'form.nameRequired' } },
      items: { type: 'array', items: { type: 'object', required: ['price'], properties: { price: { type: 'number', minimum: 0 } } } },
    },
    errorMessage: { required: { fullName: 'form.nameRequired' } },
  });

  it('names each field by its path, with the schema\'s message or a generic one', () => {
    validate({ items: [{ price: 1 }, { price: -1 }, {}] });
    expect(fieldIssues(validate.errors as SchemaError[])).toEqual([
      { field: 'items/1/price', message: { key: 'validation.invalid', params: { field: 'items/1/price' } } },
      { field: 'items/2/price', message: { key: 'validation.required', params: { field: 'items/2/price' } } },
      { field: 'fullName', message: { key: 'form.nameRequired' } },
    ]);
  });
});

describe('unique violations', () => {
  it('read as the duplicate message on both databases', () => {
    const sqlite = Object.assign(new Error('UNIQUE constraint failed: base_dictionary_data.dictionary_type_id, base_dictionary_data.en_code'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
    const postgres = Object.assign(new Error('duplicate key value violates unique constraint "ux_dictionary_data_name"'), { code: '23505', constraint: 'ux_dictionary_data_name' });
    const other = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'base_session_pkey' });
    expect(uniqueViolationMessage(sqlite)).toEqual({ key: 'duplicate.code' });
    expect(uniqueViolationMessage(postgres)).toEqual({ key: 'duplicate.name' });
    expect(uniqueViolationMessage(other)).toEqual({ key: 'duplicate.record' });
    expect(uniqueViolationMessage(new Error('something else'))).toBeNull();
  });
});
