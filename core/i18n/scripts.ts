// Which script a text is written in, for the language checks of the tests
// (tests/e2e/languages.test.ts on screens, tests/unit/i18nKeys.test.ts on the
// tables): Han characters do not belong in English; in Traditional Chinese the
// characters only Simplified Chinese writes do not. Those are found two ways: a
// fixed list of common simplified forms, and every character our own zh texts
// write where the zhtw text of the same length writes another one (unless a
// converted zhtw text writes it too: 搜索/搜尋 is a choice of words, not of
// script). A few characters are simplified forms and also ordinary traditional
// characters (后 皇后, 里 公里, 台 台灣 ...): never counted.
import type { Language, TextTable } from './text';

export const han = /[\u3400-\u9fff\uf900-\ufaff]/;

const commonSimplified = [
  '们这个为发说时会对没过进还样请设删编辑导选择类码称户门开关闭录页数统权组织岗单项务态启动载览检测试验证则规构图标题级优专',
  '业历经济资产报员长问间隐显属缩简帐账号认条处应该读写实际执详细总计负责阶层队杂质确废弃传输轮转换运营销货币银钱价额税费购',
  '买卖订龄龙闪电视频语译词义节点击链连线网络终维护宽阅亲飞机车辆轨迹迁创体现颜阴阳东归档举场无从让与当将么国区县乡镇邮钮错',
  '误败赖库协议调询筛别预签审职获树扩滚弹汇',
].join('');

/** Simplified forms that are also everyday traditional characters. */
const sharedForms = new Set('后里干台面只才系准松周云制于范志征冲余游谷丑卜几斗划伙千升叶合同向困家尸并朴杰板沈涂吁仆表姜借注出采布致胡克占据');

/** The characters only Simplified Chinese writes: the fixed list and those our own tables show differing. */
export function simplifiedOnly(tables: readonly TextTable[]): Set<string> {
  const differing = new Set<string>();
  // Characters a text converted to Traditional Chinese still writes are traditional too (搜索 → 搜索導航: 索 is both).
  const keptInConverted = new Set<string>();
  for (const table of tables) {
    for (const text of Object.values(table)) {
      if (text.zh === text.zhtw) continue;
      for (const character of text.zhtw) keptInConverted.add(character);
      const zh = [...text.zh];
      const zhtw = [...text.zhtw];
      if (zh.length !== zhtw.length) continue;
      zh.forEach((character, index) => {
        if (character !== zhtw[index] && han.test(character) && han.test(zhtw[index])) differing.add(character);
      });
    }
  }
  const found = new Set([...commonSimplified, ...[...differing].filter((character) => !keptInConverted.has(character))]);
  for (const character of sharedForms) found.delete(character);
  return found;
}

/** The characters of `text` that do not belong in `language`. */
export function foreignCharacters(text: string, language: Language, simplified: ReadonlySet<string>): string[] {
  if (language === 'zh') return [];
  return [...text].filter((character) => (language === 'en' ? han.test(character) : simplified.has(character)));
}
