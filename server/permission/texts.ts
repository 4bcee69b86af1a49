// The refusals of delegated administration, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const delegationTexts: TextTable = {
  'delegation.lacksItems': {
    zh: '您不能授予自己没有的权限：{{names}}',
    zhtw: '您不能授予自己沒有的權限：{{names}}',
    en: 'You cannot give what you do not hold: {{names}}',
  },
  'delegation.lacksHolder': {
    zh: '“{{holder}}”含有您没有的权限，不能授予：{{names}}',
    zhtw: '「{{holder}}」含有您沒有的權限，不能授予：{{names}}',
    en: '“{{holder}}” carries what you do not hold, so you cannot give it: {{names}}',
  },
  'delegation.ownGrants': {
    zh: '不能修改自己或自己所属角色、岗位、分组的权限',
    zhtw: '不能修改自己或自己所屬角色、崗位、分組的權限',
    en: 'You cannot change your own rights, nor those of a role, position or group you belong to',
  },
  'delegation.ownMemberships': {
    zh: '不能修改自己的组织、岗位、角色或分组',
    zhtw: '不能修改自己的組織、崗位、角色或分組',
    en: 'You cannot change your own organisations, positions, roles or groups',
  },
  'delegation.ownRecord': {
    zh: '不能修改自己所属的角色、岗位或分组',
    zhtw: '不能修改自己所屬的角色、崗位或分組',
    en: 'You cannot change a role, position or group you belong to',
  },
  'delegation.intoOwnReach': {
    zh: '不能把不在您下属中的用户调到您的下属之下：{{names}}',
    zhtw: '不能把不在您下屬中的用戶調到您的下屬之下：{{names}}',
    en: 'You cannot bring a user who is not below you under your reports: {{names}}',
  },
  'delegation.handoverIntoOwnReach': {
    zh: '不能把您下属之外的用户的工作移交给您的下属',
    zhtw: '不能把您下屬之外的用戶的工作移交給您的下屬',
    en: 'You cannot hand the work of someone outside your reports to one of your reports',
  },
  'delegation.selfReceiver': {
    zh: '不能把工作移交给自己',
    zhtw: '不能把工作移交給自己',
    en: 'You cannot hand work over to yourself',
  },
  'delegation.administrator': {
    zh: '管理员账户只能由管理员修改',
    zhtw: '管理員賬戶只能由管理員修改',
    en: 'Only an administrator may change an administrator',
  },
  'delegation.schemeNeedsAllData': {
    zh: '只有拥有“{{names}}”全部数据权限的用户才能修改其数据权限方案',
    zhtw: '只有擁有「{{names}}」全部數據權限的用戶才能修改其數據權限方案',
    en: 'Only someone who sees every row of “{{names}}” may change its data schemes',
  },
  'delegation.organizeOutsideScope': {
    zh: '不能把用户放到您的数据权限之外的组织：{{names}}',
    zhtw: '不能把用戶放到您的數據權限之外的組織：{{names}}',
    en: 'You cannot place users in organisations outside your data scope: {{names}}',
  },
  'delegation.outsideScope': {
    zh: '“{{names}}”不在您的数据权限内',
    zhtw: '「{{names}}」不在您的數據權限內',
    en: '“{{names}}” is outside your data scope',
  },
  'delegation.usersOutsideScope': {
    zh: '这些用户不在您的数据权限内：{{names}}',
    zhtw: '這些用戶不在您的數據權限內：{{names}}',
    en: 'These users are outside your data scope: {{names}}',
  },
  'delegation.recordsOutsideScope': {
    zh: '{{kind}}中有不在您的数据权限内的记录，不能移交',
    zhtw: '{{kind}}中有不在您的數據權限內的記錄，不能移交',
    en: 'Some {{kind}} records are outside your data scope; they cannot be handed over',
  },
};
