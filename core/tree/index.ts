// Trees built and walked in linear time without recursion.
export {
  buildTree,
  treeShape,
  treeShapeInSlices,
  subtreeIds,
  eachNode,
  flattenTree,
  mapTree,
  pruneTree,
  sortTree,
  type TreeNode,
  type TreeRow,
  type TreeShape,
} from './tree';
