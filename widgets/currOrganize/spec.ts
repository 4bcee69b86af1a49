// The organisation of whoever created the record (JNPF's currOrganize), filled by the server on save.
import { defineWidget } from '@core/widgets/catalog';
import { systemWidget } from '@core/widgets/system';

export const currOrganize = defineWidget(systemWidget({ key: 'currOrganize', label: 'widget.currOrganize', value: 'organize', filledOn: 'create', properties: [{ name: 'showLevel', label: 'designer.showLevel', editor: 'select', type: 'string', default: 'all', choices: [{ label: 'designer.showLevel.all', value: 'all' }, { label: 'designer.showLevel.last', value: 'last' }] }] }));
