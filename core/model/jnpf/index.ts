// JNPF online-development models in Kiln: a `.vdd` export read as Kiln's model
// (3.4 and 3.6 / 5.x shapes) with what did not come over, and Kiln's model
// written as a 3.4 export that also carries Kiln's design unchanged.
export { readVdd, writeVdd, type ReadVdd } from './vdd';
export { VddError, vddTexts, type VddErrorKey } from './errors';
export type { ModelPart, UnmappedItem } from './report';
export { renamedKeys, nearKeys, unmappedKeys } from './keys';
