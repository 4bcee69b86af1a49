// The names Kiln itself seeds (menu entries, their buttons and schemes, the
// system dictionaries and their items) in the three languages. A seeded row
// keeps its Chinese name in the database; the server shows it in the reader's
// language for as long as it still carries that name. Once an administrator
// renames it, the new name is theirs and shows as written.
// tests/unit/i18nKeys.test.ts holds this table and the seeds to each other.
import type { Language, Text, TextTable } from './text';

const menus: TextTable = {
  'seed.menu.systemData': { zh: '系统数据', zhtw: '系統數據', en: 'System data' },
  'seed.menu.permission': { zh: '组织权限', zhtw: '組織權限', en: 'Organisation' },
  'seed.menu.system': { zh: '系统管理', zhtw: '系統管理', en: 'System' },
  'seed.menu.devTools': { zh: '开发工具', zhtw: '開發工具', en: 'Developer tools' },
  'seed.menu.apiDocs': { zh: '接口文档', zhtw: '接口文檔', en: 'API docs' },
  'seed.menu.system.area': { zh: '行政区划', zhtw: '行政區劃', en: 'Regions' },
  'seed.menu.permission.authorize': { zh: '权限管理', zhtw: '權限管理', en: 'Permissions' },
  'seed.menu.system.billRule': { zh: '单据规则', zhtw: '單據規則', en: 'Numbering rules' },
  'seed.menu.systemData.dataInterface': { zh: '数据接口', zhtw: '數據接口', en: 'Data interfaces' },
  'seed.menu.systemData.dictionary': { zh: '数据字典', zhtw: '數據字典', en: 'Dictionaries' },
  'seed.menu.permission.group': { zh: '分组管理', zhtw: '分組管理', en: 'Groups' },
  'seed.menu.system.menu': { zh: '系统菜单', zhtw: '系統菜單', en: 'Menus' },
  'seed.menu.system.notice': { zh: '通知公告', zhtw: '通知公告', en: 'Notices' },
  'seed.menu.permission.organize': { zh: '组织管理', zhtw: '組織管理', en: 'Organisations' },
  'seed.menu.permission.position': { zh: '岗位管理', zhtw: '崗位管理', en: 'Positions' },
  'seed.menu.permission.role': { zh: '角色管理', zhtw: '角色管理', en: 'Roles' },
  'seed.menu.permission.user': { zh: '用户管理', zhtw: '用戶管理', en: 'Users' },
  'seed.menu.demo': { zh: '示例应用', zhtw: '示例應用', en: 'Demo' },
  'seed.menu.onlineDev.webDesign': { zh: '功能设计', zhtw: '功能設計', en: 'Form design' },
  'seed.menu.devTools.widgetGallery': { zh: '控件库', zhtw: '控件庫', en: 'Widget gallery' },
};

const buttons: TextTable = {
  'seed.button.add': { zh: '新建', zhtw: '新建', en: 'New' },
  'seed.button.edit': { zh: '编辑', zhtw: '編輯', en: 'Edit' },
  'seed.button.remove': { zh: '删除', zhtw: '刪除', en: 'Delete' },
  'seed.button.import': { zh: '导入', zhtw: '導入', en: 'Import' },
  'seed.button.export': { zh: '导出', zhtw: '導出', en: 'Export' },
  'seed.button.release': { zh: '发布', zhtw: '發佈', en: 'Release' },
  // A released model's entry registers these besides (server/modules/visualdev/menuSync.ts).
  'seed.button.detail': { zh: '详情', zhtw: '詳情', en: 'Details' },
  'seed.button.batchRemove': { zh: '批量删除', zhtw: '批量刪除', en: 'Delete selected' },
  'seed.button.resetPassword': { zh: '重置密码', zhtw: '重置密碼', en: 'Reset password' },
};

const schemes: TextTable = {
  'seed.scheme.permission.user.organize': { zh: '本组织及下级组织的用户', zhtw: '本組織及下級組織的用戶', en: 'Users of own and lower organisations' },
  'seed.scheme.permission.user.team': { zh: '本人及下属', zhtw: '本人及下屬', en: 'Self and subordinates' },
  'seed.scheme.permission.user.all': { zh: '全部用户', zhtw: '全部用戶', en: 'All users' },
};

const dictionaryCategories: TextTable = {
  'seed.dictionaryType.systemDictionary': { zh: '系统字典', zhtw: '系統字典', en: 'System dictionaries' },
  'seed.dictionaryType.businessDictionary': { zh: '业务字典', zhtw: '業務字典', en: 'Business dictionaries' },
  'seed.dictionaryType.businessType': { zh: '业务分类', zhtw: '業務分類', en: 'Business types' },
  'seed.dictionaryType.Nation': { zh: '民族', zhtw: '民族', en: 'Ethnic groups' },
  'seed.dictionaryType.Education': { zh: '文化程度', zhtw: '文化程度', en: 'Education' },
  'seed.dictionaryType.certificateType': { zh: '证件类型', zhtw: '證件類型', en: 'Identity documents' },
  'seed.dictionaryType.DataInterfaceType': { zh: '数据接口分类', zhtw: '數據接口分類', en: 'Data interface categories' },
  'seed.dictionaryType.groupType': { zh: '分组类型', zhtw: '分組類型', en: 'Group types' },
  'seed.dictionaryType.NoticeType': { zh: '公告类型', zhtw: '公告類型', en: 'Notice types' },
  'seed.dictionaryType.EnterpriseNature': { zh: '企业性质', zhtw: '企業性質', en: 'Enterprise types' },
  'seed.dictionaryType.IndustryType': { zh: '行业类型', zhtw: '行業類型', en: 'Industries' },
  'seed.dictionaryType.PositionType': { zh: '岗位类型', zhtw: '崗位類型', en: 'Position types' },
  'seed.dictionaryType.Rank': { zh: '职级', zhtw: '職級', en: 'Ranks' },
  'seed.dictionaryType.webDesign': { zh: '功能设计', zhtw: '功能設計', en: 'Form design' },
  'seed.dictionaryType.msgSourceType': { zh: '消息来源类型', zhtw: '消息來源類型', en: 'Message sources' },
  'seed.dictionaryType.sex': { zh: '性别', zhtw: '性別', en: 'Gender' },
};

const dictionaryItems: TextTable = {
  'seed.dictionary.businessType.sales': { zh: '销售', zhtw: '銷售', en: 'Sales' },
  'seed.dictionary.businessType.purchase': { zh: '采购', zhtw: '採購', en: 'Purchasing' },
  'seed.dictionary.businessType.finance': { zh: '财务', zhtw: '財務', en: 'Finance' },
  'seed.dictionary.businessType.hr': { zh: '人事', zhtw: '人事', en: 'Personnel' },
  'seed.dictionary.Education.primary': { zh: '小学', zhtw: '小學', en: 'Primary school' },
  'seed.dictionary.Education.juniorHigh': { zh: '初中', zhtw: '初中', en: 'Junior high school' },
  'seed.dictionary.Education.highSchool': { zh: '高中', zhtw: '高中', en: 'High school' },
  'seed.dictionary.Education.secondaryVocational': { zh: '中专', zhtw: '中專', en: 'Vocational school' },
  'seed.dictionary.Education.college': { zh: '大专', zhtw: '大專', en: 'Junior college' },
  'seed.dictionary.Education.bachelor': { zh: '本科', zhtw: '本科', en: 'Bachelor' },
  'seed.dictionary.Education.master': { zh: '硕士', zhtw: '碩士', en: 'Master' },
  'seed.dictionary.Education.doctor': { zh: '博士', zhtw: '博士', en: 'Doctorate' },
  'seed.dictionary.certificateType.idCard': { zh: '身份证', zhtw: '身份證', en: 'Identity card' },
  'seed.dictionary.certificateType.passport': { zh: '护照', zhtw: '護照', en: 'Passport' },
  'seed.dictionary.certificateType.officer': { zh: '军官证', zhtw: '軍官證', en: 'Military officer card' },
  'seed.dictionary.certificateType.hkMacaoPass': { zh: '港澳通行证', zhtw: '港澳通行證', en: 'Hong Kong and Macao pass' },
  'seed.dictionary.certificateType.taiwanPass': { zh: '台湾居民来往大陆通行证', zhtw: '台灣居民來往大陸通行證', en: 'Taiwan compatriot permit' },
  'seed.dictionary.certificateType.other': { zh: '其他', zhtw: '其他', en: 'Other' },
  'seed.dictionary.DataInterfaceType.common': { zh: '通用', zhtw: '通用', en: 'General' },
  'seed.dictionary.DataInterfaceType.organize': { zh: '组织架构', zhtw: '組織架構', en: 'Organisation' },
  'seed.dictionary.DataInterfaceType.business': { zh: '业务数据', zhtw: '業務數據', en: 'Business data' },
  'seed.dictionary.DataInterfaceType.external': { zh: '外部接口', zhtw: '外部接口', en: 'External' },
  'seed.dictionary.groupType.project': { zh: '项目组', zhtw: '項目組', en: 'Project group' },
  'seed.dictionary.groupType.work': { zh: '工作组', zhtw: '工作組', en: 'Work group' },
  'seed.dictionary.groupType.interest': { zh: '兴趣组', zhtw: '興趣組', en: 'Interest group' },
  'seed.dictionary.NoticeType.1': { zh: '公告', zhtw: '公告', en: 'Announcement' },
  'seed.dictionary.NoticeType.2': { zh: '通知', zhtw: '通知', en: 'Notice' },
  'seed.dictionary.EnterpriseNature.stateOwned': { zh: '国有企业', zhtw: '國有企業', en: 'State-owned' },
  'seed.dictionary.EnterpriseNature.collective': { zh: '集体企业', zhtw: '集體企業', en: 'Collective' },
  'seed.dictionary.EnterpriseNature.private': { zh: '私营企业', zhtw: '私營企業', en: 'Private' },
  'seed.dictionary.EnterpriseNature.jointStock': { zh: '股份制企业', zhtw: '股份制企業', en: 'Joint-stock' },
  'seed.dictionary.EnterpriseNature.foreign': { zh: '外商投资企业', zhtw: '外商投資企業', en: 'Foreign-invested' },
  'seed.dictionary.EnterpriseNature.hkMacaoTaiwan': { zh: '港澳台投资企业', zhtw: '港澳台投資企業', en: 'Hong Kong, Macao or Taiwan invested' },
  'seed.dictionary.EnterpriseNature.other': { zh: '其他', zhtw: '其他', en: 'Other' },
  'seed.dictionary.IndustryType.agriculture': { zh: '农林牧渔业', zhtw: '農林牧漁業', en: 'Agriculture, forestry and fishing' },
  'seed.dictionary.IndustryType.manufacturing': { zh: '制造业', zhtw: '製造業', en: 'Manufacturing' },
  'seed.dictionary.IndustryType.construction': { zh: '建筑业', zhtw: '建築業', en: 'Construction' },
  'seed.dictionary.IndustryType.trade': { zh: '批发和零售业', zhtw: '批發和零售業', en: 'Wholesale and retail' },
  'seed.dictionary.IndustryType.software': { zh: '信息传输、软件和信息技术服务业', zhtw: '資訊傳輸、軟體和資訊技術服務業', en: 'Information technology' },
  'seed.dictionary.IndustryType.finance': { zh: '金融业', zhtw: '金融業', en: 'Finance' },
  'seed.dictionary.IndustryType.realEstate': { zh: '房地产业', zhtw: '房地產業', en: 'Real estate' },
  'seed.dictionary.IndustryType.education': { zh: '教育', zhtw: '教育', en: 'Education' },
  'seed.dictionary.IndustryType.health': { zh: '卫生和社会工作', zhtw: '衛生和社會工作', en: 'Health and social work' },
  'seed.dictionary.IndustryType.other': { zh: '其他行业', zhtw: '其他行業', en: 'Other industries' },
  'seed.dictionary.PositionType.management': { zh: '管理岗', zhtw: '管理崗', en: 'Management' },
  'seed.dictionary.PositionType.technical': { zh: '技术岗', zhtw: '技術崗', en: 'Technical' },
  'seed.dictionary.PositionType.business': { zh: '业务岗', zhtw: '業務崗', en: 'Business' },
  'seed.dictionary.PositionType.functional': { zh: '职能岗', zhtw: '職能崗', en: 'Functional' },
  'seed.dictionary.Rank.p1': { zh: '初级', zhtw: '初級', en: 'Junior' },
  'seed.dictionary.Rank.p2': { zh: '中级', zhtw: '中級', en: 'Intermediate' },
  'seed.dictionary.Rank.p3': { zh: '高级', zhtw: '高級', en: 'Senior' },
  'seed.dictionary.Rank.p4': { zh: '专家', zhtw: '專家', en: 'Expert' },
  'seed.dictionary.Rank.m1': { zh: '经理', zhtw: '經理', en: 'Manager' },
  'seed.dictionary.Rank.m2': { zh: '总监', zhtw: '總監', en: 'Director' },
  'seed.dictionary.webDesign.business': { zh: '业务表单', zhtw: '業務表單', en: 'Business forms' },
  'seed.dictionary.webDesign.office': { zh: '办公管理', zhtw: '辦公管理', en: 'Office' },
  'seed.dictionary.webDesign.demo': { zh: '示例', zhtw: '示例', en: 'Samples' },
  'seed.dictionary.msgSourceType.1': { zh: '系统消息', zhtw: '系統消息', en: 'System message' },
  'seed.dictionary.msgSourceType.2': { zh: '流程消息', zhtw: '流程消息', en: 'Workflow message' },
  'seed.dictionary.msgSourceType.3': { zh: '公告', zhtw: '公告', en: 'Announcement' },
  'seed.dictionary.msgSourceType.4': { zh: '日程', zhtw: '日程', en: 'Schedule' },
  'seed.dictionary.sex.1': { zh: '男', zhtw: '男', en: 'Male' },
  'seed.dictionary.sex.2': { zh: '女', zhtw: '女', en: 'Female' },
  'seed.dictionary.sex.3': { zh: '保密', zhtw: '保密', en: 'Not given' },
};

/** The 56 ethnic groups, in the order of their codes 01–56: [zh, zhtw, en]. */
const nations: [string, string, string][] = [
  ['汉族', '漢族', 'Han'],
  ['蒙古族', '蒙古族', 'Mongol'],
  ['回族', '回族', 'Hui'],
  ['藏族', '藏族', 'Tibetan'],
  ['维吾尔族', '維吾爾族', 'Uyghur'],
  ['苗族', '苗族', 'Miao'],
  ['彝族', '彝族', 'Yi'],
  ['壮族', '壯族', 'Zhuang'],
  ['布依族', '布依族', 'Bouyei'],
  ['朝鲜族', '朝鮮族', 'Korean'],
  ['满族', '滿族', 'Manchu'],
  ['侗族', '侗族', 'Dong'],
  ['瑶族', '瑤族', 'Yao'],
  ['白族', '白族', 'Bai'],
  ['土家族', '土家族', 'Tujia'],
  ['哈尼族', '哈尼族', 'Hani'],
  ['哈萨克族', '哈薩克族', 'Kazakh'],
  ['傣族', '傣族', 'Dai'],
  ['黎族', '黎族', 'Li'],
  ['傈僳族', '傈僳族', 'Lisu'],
  ['佤族', '佤族', 'Va'],
  ['畲族', '畲族', 'She'],
  ['高山族', '高山族', 'Gaoshan'],
  ['拉祜族', '拉祜族', 'Lahu'],
  ['水族', '水族', 'Sui'],
  ['东乡族', '東鄉族', 'Dongxiang'],
  ['纳西族', '納西族', 'Nakhi'],
  ['景颇族', '景頗族', 'Jingpo'],
  ['柯尔克孜族', '柯爾克孜族', 'Kyrgyz'],
  ['土族', '土族', 'Monguor'],
  ['达斡尔族', '達斡爾族', 'Daur'],
  ['仫佬族', '仫佬族', 'Mulao'],
  ['羌族', '羌族', 'Qiang'],
  ['布朗族', '布朗族', 'Blang'],
  ['撒拉族', '撒拉族', 'Salar'],
  ['毛南族', '毛南族', 'Maonan'],
  ['仡佬族', '仡佬族', 'Gelao'],
  ['锡伯族', '錫伯族', 'Xibe'],
  ['阿昌族', '阿昌族', 'Achang'],
  ['普米族', '普米族', 'Pumi'],
  ['塔吉克族', '塔吉克族', 'Tajik'],
  ['怒族', '怒族', 'Nu'],
  ['乌孜别克族', '烏孜別克族', 'Uzbek'],
  ['俄罗斯族', '俄羅斯族', 'Russian'],
  ['鄂温克族', '鄂溫克族', 'Evenk'],
  ['德昂族', '德昂族', "De'ang"],
  ['保安族', '保安族', 'Bonan'],
  ['裕固族', '裕固族', 'Yugur'],
  ['京族', '京族', 'Gin'],
  ['塔塔尔族', '塔塔爾族', 'Tatar'],
  ['独龙族', '獨龍族', 'Derung'],
  ['鄂伦春族', '鄂倫春族', 'Oroqen'],
  ['赫哲族', '赫哲族', 'Hezhen'],
  ['门巴族', '門巴族', 'Monpa'],
  ['珞巴族', '珞巴族', 'Lhoba'],
  ['基诺族', '基諾族', 'Jino'],
];

const nationItems: TextTable = Object.fromEntries(
  nations.map(([zh, zhtw, en], index) => [`seed.dictionary.Nation.${String(index + 1).padStart(2, '0')}`, { zh, zhtw, en }]),
);

export const seededNameTexts: TextTable = { ...menus, ...buttons, ...schemes, ...dictionaryCategories, ...dictionaryItems, ...nationItems };

/** Seeded names by their Chinese words: one name reads the same wherever it was seeded. */
const byChinese = new Map<string, Text>(Object.values(seededNameTexts).map((text) => [text.zh, text]));

/** A stored name in a language: the seeded name's translation while the row still carries it, else the name as stored. */
export function seededName(stored: string, language: Language): string {
  if (language === 'zh') return stored;
  return byChinese.get(stored)?.[language] ?? stored;
}

interface NamedNode {
  fullName: string;
  children?: NamedNode[] | null;
}

/** A tree's seeded names in a language (see seededName), changed in place; the tree is returned. */
export function seededNamesInTree<T extends NamedNode>(nodes: T[], language: Language): T[] {
  if (language === 'zh') return nodes;
  for (const node of nodes) {
    node.fullName = seededName(node.fullName, language);
    if (node.children) seededNamesInTree(node.children, language);
  }
  return nodes;
}

/** Rows whose `field` holds a seeded name (a category's, say), that field in a language. */
export function seededNamesIn<T extends Record<K, string>, K extends string>(rows: T[], field: K, language: Language): T[] {
  if (language === 'zh') return rows;
  return rows.map((row) => ({ ...row, [field]: seededName(row[field], language) }));
}

/** One row (of any shape) with its `fields` that hold seeded names in a language; anything else passes as it is. */
export function seededNamesOf<T>(row: T, fields: readonly string[], language: Language): T {
  if (language === 'zh' || !row || typeof row !== 'object') return row;
  const named: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of fields) if (typeof named[field] === 'string') named[field] = seededName(named[field], language);
  // The same row with some of its strings replaced by strings: its shape is unchanged.
  return named as T;
}
