// Who created the record (JNPF's createUser), filled by the server on save.
import { defineWidget } from '@core/widgets/catalog';
import { systemWidget } from '@core/widgets/system';

export const createUser = defineWidget({ ...systemWidget({ key: 'createUser', label: 'widget.createUser', value: 'user', filledOn: 'create' }), order: 500 });
