// Trees built and walked in linear time without recursion.
export {
  buildTree,
  treeShape,
  treeShapeSteps,
  treeShapeInSlices,
  cycleMembers,
  depths,
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
