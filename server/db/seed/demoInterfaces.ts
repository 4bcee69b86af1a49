// The demo data interface: a small static list of customers (enCode
// demo.customers) under 业务数据, seeded with a fixed id so the widget
// gallery's sample form (core/widgets/gallery.ts) can name it, and the popup
// picker, the table picker, the autocomplete and the popup attribute show
// real rows out of the box.
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { dictionaryItemId } from '../dictionaryItems';
import { dataInterfaceDictionary } from '../../modules/dataInterface/service';
import { demoCustomersInterfaceId } from '@core/widgets/gallery';

export const demoCustomers = [
  { id: 'cust01', fullName: '华东贸易有限公司', code: 'C001', phone: '021-60001001' },
  { id: 'cust02', fullName: '华北机械制造厂', code: 'C002', phone: '010-60001002' },
  { id: 'cust03', fullName: '南方电子科技', code: 'C003', phone: '020-60001003' },
  { id: 'cust04', fullName: '西部能源集团', code: 'C004', phone: '028-60001004' },
  { id: 'cust05', fullName: '东北粮油公司', code: 'C005', phone: '024-60001005' },
  { id: 'cust06', fullName: '华中物流有限公司', code: 'C006', phone: '027-60001006' },
  { id: 'cust07', fullName: '沿海船舶服务', code: 'C007', phone: '0532-6000107' },
  { id: 'cust08', fullName: '高原生态农业', code: 'C008', phone: '0871-6000108' },
];

const fields = [
  { field: 'id', defaultValue: '编号' },
  { field: 'fullName', defaultValue: '客户名称' },
  { field: 'code', defaultValue: '客户编码' },
  { field: 'phone', defaultValue: '联系电话' },
];

/** Adds the demo interface unless one with its id or code is there (an administrator may have changed it: it is left alone). */
export async function ensureDemoInterfaces(trx: Transaction<Database>, adminId: string, now: number): Promise<void> {
  const present = await trx
    .selectFrom('base_data_interface')
    .select('id')
    .where((where) => where.or([where('id', '=', demoCustomersInterfaceId), where('en_code', '=', 'demo.customers')]))
    .executeTakeFirst();
  if (present) return;
  const category = await dictionaryItemId(trx, dataInterfaceDictionary, { code: 'business' });
  await trx
    .insertInto('base_data_interface')
    .values({
      id: demoCustomersInterfaceId,
      full_name: '示例客户',
      en_code: 'demo.customers',
      category: category ?? '',
      type: 2,
      action: 3,
      has_page: 0,
      sort_code: 0,
      enabled_mark: 1,
      description: '控件库示例使用的静态客户数据',
      data_config_json: JSON.stringify({ staticData: JSON.stringify(demoCustomers) }),
      data_count_json: '',
      data_echo_json: '',
      field_json: JSON.stringify(fields),
      parameter_json: '[]',
      revision: 1,
      creator_user_id: adminId,
      created_at: now,
      last_modify_user_id: null,
      updated_at: null,
    })
    .execute();
}
