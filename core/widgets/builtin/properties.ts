// Properties more than one built-in widget lists.

/** Whether stored values are text or numbers (choices, hidden values). */
export const valueType = { name: 'valueType', label: 'designer.valueType', editor: 'select', default: 'string', choices: [{ label: 'designer.text', value: 'string' }, { label: 'designer.number', value: 'number' }] } as const;
