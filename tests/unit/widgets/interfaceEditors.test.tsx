// The property editors of the data-interface widgets (popup columns, parameter
// bindings, row-field selects) and the option source's interface pick: drawn
// by the gallery's PropertyEditor over a fake server answering the Selector,
// GetParam and the variates' Selector; what they write is what the pickers read.
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { i18n } from '@app/i18n';
import type { OptionSource } from '@core/schema/types';
import { widgetSpec, type PropertySpec, type WidgetProps } from '@core/widgets';
import { paramListOf, type InterfaceParamBinding } from '@core/widgets/interfacePicks';
import { ApiProvider, type Api } from '@widgets/runtime/ApiContext';
import type { FormFieldChoice } from '@widgets/runtime/propertyContext';
import { PropertyEditor } from '@renderers/gallery/PropertyEditor';
import { OptionSourceEditor } from '@renderers/designer/OptionSourceEditor';
import { WidgetPlayground } from '@renderers/gallery/WidgetPlayground';
import { fakeServer } from './choosingHarness';

const fields = [
  { field: 'fullName', defaultValue: '客户名称' },
  { field: 'code', defaultValue: '客户编码' },
  { field: 'phone', defaultValue: '联系电话' },
];
const parameters = [
  { field: 'region', fieldName: '地区', dataType: 'varchar', required: 1, defaultValue: '' },
  { field: 'owner', fieldName: '负责人', dataType: 'varchar', required: 0, defaultValue: '' },
  { field: 'limit', fieldName: '条数', dataType: 'int', required: 0, defaultValue: '20' },
];

/** The interface API as the server answers it: one category holding i1 (customers). */
function interfaceApi() {
  return fakeServer((url) => {
    if (url === '/api/system/DataInterface/Selector') {
      const choice = {
        id: 'i1',
        fullName: '客户',
        enCode: 'customers',
        type: 2,
        hasPage: 0,
        fieldJson: JSON.stringify(fields),
        parameterJson: JSON.stringify(parameters),
      };
      return { list: [{ id: 'cat1', fullName: '业务', children: [choice] }] };
    }
    if (url === '/api/system/DataInterface/GetParam/i1') return parameters;
    if (url === '/api/system/DataInterfaceVariate/Selector') {
      return { list: [{ id: 'i1', fullName: '客户', children: [{ id: 'v1', fullName: 'topRegion', field: 'region', interfaceId: 'i1' }] }] };
    }
    return undefined;
  });
}

const formFields: FormFieldChoice[] = [
  { field: 'title', label: 'gallery.sampleTitle' },
  { field: 'area', label: '所在地区' },
];

/** One property of a popupSelect node, edited in place: the node's props as the editor last wrote them. */
function drawProperty(api: Api, name: string, start: WidgetProps, widget = 'popupSelect', edit?: (spec: PropertySpec) => PropertySpec) {
  const declared = widgetSpec(widget)!.properties.find((candidate) => candidate.name === name)!;
  const property = edit ? edit(declared) : declared;
  const written: WidgetProps[] = [];
  function Node() {
    const [props, setProps] = useState<WidgetProps>(start);
    return (
      <PropertyEditor
        property={property}
        value={props[name]}
        onChange={(value) => {
          const next = { ...props, [name]: value };
          written.push(next);
          setProps(next);
        }}
        node={{ widget, props, formFields }}
      />
    );
  }
  render(
    <AntApp>
      <ApiProvider api={api}>
        <Node />
      </ApiProvider>
    </AntApp>,
  );
  return { last: () => written[written.length - 1]?.[name] };
}

/** Opens the antd select of this test id (typing `search`, for an option beyond the drawn part of the list) and clicks the option titled so. */
async function choose(testId: string, title: string, search?: string) {
  const select = screen.getByTestId(testId);
  const opener = select.classList.contains('ant-select') ? select : (select.closest('.ant-select') ?? select);
  const combobox = within(opener as HTMLElement).queryByRole('combobox');
  await act(async () => {
    fireEvent.mouseDown(combobox ?? opener);
    if (search && combobox) fireEvent.change(combobox, { target: { value: search } });
  });
  const options = await screen.findAllByTitle(title);
  await act(async () => {
    fireEvent.click(options[options.length - 1]);
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('the data-interface property editors', { timeout: 30_000 }, () => {
  it('lists the interface’s fields as columns; checking and renaming writes [{value, label}] in the interface’s order', async () => {
    const { api } = interfaceApi();
    const view = drawProperty(api, 'columnOptions', { interfaceId: 'i1', columnOptions: [] });
    const check = await screen.findByTestId('prop-columnOptions-check-phone');
    expect(within(screen.getByTestId('prop-columnOptions')).getAllByRole('checkbox')).toHaveLength(3);
    fireEvent.click(check);
    fireEvent.click(screen.getByTestId('prop-columnOptions-check-fullName'));
    expect(view.last()).toEqual([
      { value: 'fullName', label: '客户名称' },
      { value: 'phone', label: '联系电话' },
    ]);
    fireEvent.change(screen.getByTestId('prop-columnOptions-label-phone'), { target: { value: '手机' } });
    // A heading typed before checking is kept when the field is checked.
    fireEvent.change(screen.getByTestId('prop-columnOptions-label-code'), { target: { value: '编号' } });
    fireEvent.click(screen.getByTestId('prop-columnOptions-check-code'));
    fireEvent.click(screen.getByTestId('prop-columnOptions-check-fullName'));
    expect(view.last()).toEqual([
      { value: 'code', label: '编号' },
      { value: 'phone', label: '手机' },
    ]);
  });

  it('binds parameters to a form field, a variable and a fixed value as paramListOf reads them', async () => {
    const { api } = interfaceApi();
    const view = drawProperty(api, 'templateJson', { interfaceId: 'i1', templateJson: [] });
    await screen.findByTestId('prop-templateJson-region');
    expect(screen.getByTestId('prop-templateJson-region').textContent).toContain('地区');
    await choose('prop-templateJson-region-field', '所在地区 (area)');
    expect(view.last()).toEqual([{ field: 'region', relationField: 'area' }]);

    await choose('prop-templateJson-owner-source', '系统变量');
    await choose('prop-templateJson-owner-variable', '@user 当前用户');
    await choose('prop-templateJson-limit-source', '固定值');
    fireEvent.change(screen.getByTestId('prop-templateJson-limit-fixed'), { target: { value: '10' } });
    const bindings = view.last() as InterfaceParamBinding[];
    expect(bindings).toEqual([
      { field: 'region', relationField: 'area' },
      { field: 'owner', relationField: '@user' },
      { field: 'limit', defaultValue: '10' },
    ]);
    expect(paramListOf(bindings, (field) => (field === 'area' ? '华东' : undefined))).toEqual([
      { field: 'region', defaultValue: '华东' },
      { field: 'owner', defaultValue: '@user' },
      { field: 'limit', defaultValue: '10' },
    ]);

    // An administrator's variate is a variable too; a parameter whose value is cleared is left to the interface's default.
    await choose('prop-templateJson-owner-variable', '@topRegion', 'topRegion');
    fireEvent.change(screen.getByTestId('prop-templateJson-limit-fixed'), { target: { value: '' } });
    expect(view.last()).toEqual([
      { field: 'region', relationField: 'area' },
      { field: 'owner', relationField: '@topRegion' },
    ]);
  });

  it('shows a bound parameter’s source and value as written', async () => {
    const { api } = interfaceApi();
    drawProperty(api, 'templateJson', {
      interfaceId: 'i1',
      templateJson: [
        { field: 'owner', relationField: '@organize' },
        { field: 'limit', defaultValue: '5' },
      ],
    });
    await screen.findByTestId('prop-templateJson-owner-variable');
    expect(screen.getByTestId('prop-templateJson-owner').textContent).toContain('@organize');
    expect(screen.getByTestId('prop-templateJson-limit-fixed')).toHaveProperty('value', '5');
    expect(screen.getByTestId('prop-templateJson-region-field')).toBeTruthy();
  });

  it('says an interface must be chosen first, and the row fields are typed freely until one is', async () => {
    const { api, calls } = interfaceApi();
    drawProperty(api, 'columnOptions', { interfaceId: '' });
    drawProperty(api, 'templateJson', { interfaceId: '' });
    const field = drawProperty(api, 'propsValue', { interfaceId: '', propsValue: 'id' });
    expect(screen.getByTestId('prop-columnOptions').textContent).toBe('请先选择数据接口');
    expect(screen.getByTestId('prop-templateJson').textContent).toBe('请先选择数据接口');
    fireEvent.change(screen.getByTestId('prop-propsValue'), { target: { value: 'code' } });
    expect(field.last()).toBe('code');
    expect(calls.filter((call) => call.url.startsWith('/api/system/DataInterface'))).toEqual([]);
    cleanup();
    await i18n.changeLanguage('en');
    drawProperty(api, 'columnOptions', {});
    expect(screen.getByTestId('prop-columnOptions').textContent).toBe('Choose a data interface first');
  });

  it('picks the stored and shown fields from the interface’s fields, and a popup attribute’s from its picker’s interface', async () => {
    const { api, calls } = interfaceApi();
    const stored = drawProperty(api, 'propsValue', { interfaceId: 'i1', propsValue: 'id' });
    await waitFor(() => expect(screen.getByTestId('prop-propsValue').closest('.ant-select')).toBeTruthy());
    await choose('prop-propsValue', '客户编码 (code)');
    expect(stored.last()).toBe('code');
    cleanup();
    const pickers: FormFieldChoice[] = [{ field: 'buyer', label: '客户', interfaceId: 'i1' }];
    formFields.push(...pickers);
    try {
      // popupAttr's spec declares showField a text until its owner names it an `interfaceField`.
      const shown = drawProperty(api, 'showField', { relationField: 'buyer', showField: '' }, 'popupAttr', (spec) => ({ ...spec, editor: 'interfaceField' }));
      await choose('prop-showField', '联系电话 (phone)');
      expect(shown.last()).toBe('phone');
    } finally {
      formFields.splice(formFields.length - pickers.length);
    }
    // Every editor shares one Selector request per moment.
    expect(calls.filter((call) => call.url === '/api/system/DataInterface/Selector')).toHaveLength(1);
  });

  it('in the gallery’s playground: the columns and parameters follow the interface picked, parameters offered the sample form’s fields', async () => {
    const { api } = interfaceApi();
    render(
      <AntApp>
        <ApiProvider api={api}>
          <WidgetPlayground />
        </ApiProvider>
      </AntApp>,
    );
    await choose('playground-widget', '弹窗选择 (popupSelect)', 'popupSelect');
    expect(screen.getByTestId('prop-columnOptions').textContent).toBe('请先选择数据接口');
    await choose('prop-interfaceId', '客户 (customers)');
    fireEvent.click(await screen.findByTestId('prop-columnOptions-check-code'));
    expect(screen.getByTestId('prop-columnOptions-check-code')).toHaveProperty('checked', true);
    await choose('prop-templateJson-region-field', '示例标题 (title)', 'title');
    expect(within(screen.getByTestId('prop-templateJson-region')).getByTitle('示例标题 (title)')).toBeTruthy();
  });

  it('picks a dynamic option source’s interface with the shared select, its label and value fields from the interface', async () => {
    const { api } = interfaceApi();
    const written: OptionSource[] = [];
    function Editor() {
      const [source, setSource] = useState<OptionSource>({ kind: 'dataInterface', interfaceId: '', labelField: 'fullName', valueField: 'id' } as OptionSource);
      return (
        <OptionSourceEditor
          value={source}
          onChange={(next) => {
            written.push(next);
            setSource(next);
          }}
        />
      );
    }
    render(
      <AntApp>
        <ApiProvider api={api}>
          <Editor />
        </ApiProvider>
      </AntApp>,
    );
    await choose('option-interface', '客户 (customers)');
    expect(written.at(-1)).toMatchObject({ kind: 'dataInterface', interfaceId: 'i1' });
    // The label and value field selects follow the interface select, offering its fields.
    const valueField = [...screen.getByTestId('prop-options').querySelectorAll('.ant-select')].at(-1) as HTMLElement;
    await act(async () => {
      fireEvent.mouseDown(within(valueField).getByRole('combobox'));
    });
    const offered = await screen.findAllByTitle('code');
    await act(async () => {
      fireEvent.click(offered[offered.length - 1]);
    });
    expect(written.at(-1)).toMatchObject({ interfaceId: 'i1', valueField: 'code' });
  });
});
