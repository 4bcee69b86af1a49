// Trees built and walked in linear time without recursion.
export { buildTree, cycleMembers, depths, subtreeIds, eachNode, flattenTree, mapTree, pruneTree, sortTree, type TreeNode, type TreeRow } from './tree';
