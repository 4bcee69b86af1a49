// Users (用户管理): the management screen's routes and the pickers' reference reads.
import { citizenIdCertificate, userDictionaries } from '@core/api/users';
import { defineModule } from '../defineModule';
import { permissionMenuId, standardButtons } from '../menus';
import { usersManagementRoutes } from './routes';
import { usersSelectorRoutes } from './selectorRoutes';
import { usersServerTexts } from './texts';
import * as migration from './migrations/0035_user_directory';

export const usersModule = 'permission.user';

export default defineModule({
  name: 'users',
  tag: { name: 'users', description: 'Users: management, pickers, import and export' },
  texts: usersServerTexts,
  migrations: { '0035_user_directory': migration },
  menus: [
    {
      id: 'menu-users',
      parentId: permissionMenuId,
      enCode: usersModule,
      fullName: '用户管理',
      type: 2,
      icon: 'UserOutlined',
      urlAddress: 'permission/user',
      sortCode: 3,
      buttons: [...standardButtons('add', 'edit', 'remove', 'import', 'export'), { code: 'resetPassword', name: '重置密码' }],
      schemes: [
        { code: 'organize', name: '本组织及下级组织的用户', condition: [{ logic: 'and', groups: [{ field: 'organizeId', op: 'Included', value: '@organizationAndSuborganization' }] }] },
        { code: 'team', name: '本人及下属', condition: [{ logic: 'and', groups: [{ field: 'id', op: 'Included', value: '@userAndSubordinates' }] }] },
        { code: 'all', name: '全部用户', condition: [], allData: true },
      ],
    },
  ],
  // The choices of the user form's personal fields (JNPF's dictionary codes).
  dictionaries: [
    {
      code: userDictionaries.nation,
      name: '民族',
      parent: '0',
      items: ['汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '布依族', '朝鲜族', '满族', '侗族', '瑶族', '白族', '土家族', '哈尼族', '哈萨克族', '傣族', '黎族', '其他'].map((name, i) => ({ code: String(i + 1).padStart(2, '0'), name })),
    },
    {
      code: userDictionaries.education,
      name: '文化程度',
      parent: '0',
      items: [
        { code: 'doctor', name: '博士' },
        { code: 'master', name: '硕士' },
        { code: 'bachelor', name: '本科' },
        { code: 'college', name: '大专' },
        { code: 'highSchool', name: '高中' },
        { code: 'other', name: '其他' },
      ],
    },
    {
      code: userDictionaries.certificatesType,
      name: '证件类型',
      parent: '0',
      items: [
        { code: citizenIdCertificate, name: '身份证' },
        { code: 'passport', name: '护照' },
        { code: 'hkMacaoPass', name: '港澳通行证' },
        { code: 'officer', name: '军官证' },
        { code: 'other', name: '其他' },
      ],
    },
    {
      code: userDictionaries.ranks,
      name: '职级',
      parent: '0',
      items: [
        { code: 'p1', name: '初级' },
        { code: 'p2', name: '中级' },
        { code: 'p3', name: '高级' },
        { code: 'p4', name: '专家' },
        { code: 'm1', name: '经理' },
        { code: 'm2', name: '总监' },
      ],
    },
  ],
  pages: ['permission.user.page', 'permission.user.form', 'permission.user.resetPasswordForm', 'permission.user.handoverForm'],
  routes: async (app, kiln) => {
    await usersManagementRoutes(app, kiln);
    await usersSelectorRoutes(app, kiln);
  },
});
