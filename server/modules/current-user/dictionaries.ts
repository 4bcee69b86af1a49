// The choices of the personal fields 民族, 文化程度 and 证件类型, under JNPF's
// dictionary codes (its profile reads Nation, Education and certificateType).
// The user form picks from the same dictionaries. Ethnic groups carry their
// GB/T 3304 numbers as codes.
import { citizenIdCertificate, userDictionaries } from '@core/api/users';
import type { DictionarySeed } from '../defineModule';

const ethnicGroups = [
  '汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '布依族', '朝鲜族',
  '满族', '侗族', '瑶族', '白族', '土家族', '哈尼族', '哈萨克族', '傣族', '黎族', '傈僳族',
  '佤族', '畲族', '高山族', '拉祜族', '水族', '东乡族', '纳西族', '景颇族', '柯尔克孜族', '土族',
  '达斡尔族', '仫佬族', '羌族', '布朗族', '撒拉族', '毛南族', '仡佬族', '锡伯族', '阿昌族', '普米族',
  '塔吉克族', '怒族', '乌孜别克族', '俄罗斯族', '鄂温克族', '德昂族', '保安族', '裕固族', '京族', '塔塔尔族',
  '独龙族', '鄂伦春族', '赫哲族', '门巴族', '珞巴族', '基诺族',
];

export const profileDictionaries: DictionarySeed[] = [
  {
    code: userDictionaries.nation,
    name: '民族',
    parent: '0',
    items: ethnicGroups.map((name, index) => ({ code: String(index + 1).padStart(2, '0'), name })),
  },
  {
    code: userDictionaries.education,
    name: '文化程度',
    parent: '0',
    items: [
      { code: 'primary', name: '小学' },
      { code: 'juniorHigh', name: '初中' },
      { code: 'highSchool', name: '高中' },
      { code: 'secondaryVocational', name: '中专' },
      { code: 'college', name: '大专' },
      { code: 'bachelor', name: '本科' },
      { code: 'master', name: '硕士' },
      { code: 'doctor', name: '博士' },
    ],
  },
  {
    code: userDictionaries.certificatesType,
    name: '证件类型',
    parent: '0',
    items: [
      { code: citizenIdCertificate, name: '身份证' },
      { code: 'passport', name: '护照' },
      { code: 'officer', name: '军官证' },
      { code: 'hkMacaoPass', name: '港澳通行证' },
      { code: 'taiwanPass', name: '台湾居民来往大陆通行证' },
      { code: 'other', name: '其他' },
    ],
  },
];
