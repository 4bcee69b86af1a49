// A released model holding the data-interface widgets: a popup picker (one and
// several values), a dropdown table picker, an autocomplete and a select whose
// options come from a data interface — their values stored and read back as
// sent, bounded by the compiled form, and the seeded demo interface naming a
// stored pick (InfoByIds) and listing the select's options (Preview).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineDevApi, visualDevApi, type ModelInput } from '@core/api/visualdev';
import { dataInterfaceApi } from '@core/api/dataInterface';
import { emptyListDesign } from '@core/model/design';
import { demoCustomersInterfaceId } from '@core/widgets/gallery';
import { startAsAdmin, type TestClient, type TestServer } from './harness';
import { modelCategory } from './modelFixtures';

let server: TestServer;
let admin: TestClient;
let modelId: string;

const picker = { interfaceId: demoCustomersInterfaceId, propsValue: 'id', relationField: 'fullName', columnOptions: [{ value: 'code', label: '编码' }] };
const customerOptions = { kind: 'dataInterface', interfaceId: demoCustomersInterfaceId, labelField: 'fullName', valueField: 'id' };

async function modelInput(): Promise<ModelInput> {
  return {
    fullName: '客户拜访',
    enCode: 'visitWithInterfaces',
    category: await modelCategory(server),
    webType: 2,
    description: '',
    sortCode: 1,
    design: {
      form: [
        { id: 'vTitle', widget: 'comInput', field: 'title', label: '主题', rules: { required: true, maxLength: 50 } },
        { id: 'vCustomer', widget: 'popupSelect', field: 'customer', label: '客户', props: picker },
        { id: 'vPhone', widget: 'popupAttr', label: '电话', props: { relationField: 'customer', showField: 'phone' } },
        { id: 'vOthers', widget: 'popupSelect', field: 'others', label: '同行客户', props: { ...picker, multiple: true } },
        { id: 'vBuyers', widget: 'popupTableSelect', field: 'buyers', label: '采购方', props: { ...picker, multiple: true } },
        { id: 'vCity', widget: 'autoComplete', field: 'city', label: '城市', props: { interfaceId: demoCustomersInterfaceId } },
        { id: 'vLevel', widget: 'select', field: 'level', label: '客户', props: { options: customerOptions } },
      ],
      list: { ...emptyListDesign(), columns: [{ field: 'title' }, { field: 'customer' }, { field: 'level' }] },
      tables: { main: { table: 'ext_visit_interfaces', columns: {} }, subTables: {} },
    },
  };
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  const models = visualDevApi(admin.call);
  const created = await models.create(await modelInput());
  expect(created.code, created.msg).toBe(200);
  const released = await models.release(created.data.id, { pcModuleParentId: 'menu-devtools' });
  expect(released.code, released.msg).toBe(200);
  modelId = created.data.id;
});
afterAll(async () => {
  await server.close();
});

describe('a released model with data-interface widgets', () => {
  it('stores the picks, the typed text and the dynamic choice, and reads them back as sent', async () => {
    const records = onlineDevApi(admin.call);
    const values = { title: '季度拜访', customer: 'cust02', others: ['cust03', 'cust05'], buyers: ['cust01'], city: '上海', level: 'cust04' };
    const created = await records.create(modelId, values);
    expect(created.code, created.msg).toBe(200);
    const read = await records.get(modelId, created.data.id);
    expect(read.code).toBe(200);
    expect(JSON.parse(read.data.data)).toMatchObject(values);
    // The attribute stores nothing.
    expect(JSON.parse(read.data.data)).not.toHaveProperty('vPhone');
  });

  it('refuses a pick longer than a value field may be, a repeated multiple pick, and writes nothing', async () => {
    const records = onlineDevApi(admin.call);
    for (const bad of [{ customer: 'x'.repeat(256) }, { others: ['cust01', 'cust01'] }]) {
      const refused = await records.create(modelId, { title: 'bad', ...bad });
      expect(refused.code).toBe(400);
    }
    const count = await server.app.kiln.db
      .selectFrom('ext_visit_interfaces' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number((count as { n: number }).n)).toBe(1);
  });

  it('names a stored pick and lists the dynamic options through the seeded demo interface', async () => {
    const calls = dataInterfaceApi(admin.call);
    const named = await calls.infoByIds(demoCustomersInterfaceId, {
      ids: ['cust02'],
      interfaceId: demoCustomersInterfaceId,
      propsValue: 'id',
      relationField: 'fullName',
      paramList: [],
    });
    expect(named.code, named.msg).toBe(200);
    expect(named.data).toEqual([expect.objectContaining({ id: 'cust02', fullName: '华北机械制造厂', phone: '010-60001002' })]);
    const options = await calls.preview(demoCustomersInterfaceId, { paramList: [] });
    expect(options.code, options.msg).toBe(200);
    expect(options.data.map((row) => row.id)).toEqual(['cust01', 'cust02', 'cust03', 'cust04', 'cust05', 'cust06', 'cust07', 'cust08']);
  });
});
