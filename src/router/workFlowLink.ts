// What a /workFlowDetail?config=… link carries (spec 01 §2.2): JNPF's messages
// put a Base64 JSON of the task there (processId, flowId, type 1 launched /
// 2 to do / 3 copied, taskNodeId, taskOperatorId). Read, never trusted: the
// values are only shown.

export interface WorkFlowLink {
  processId: string;
  flowId: string;
  /** 1 launched by me, 2 waiting for me, 3 copied to me; 0 when absent. */
  type: number;
  taskNodeId: string;
  taskOperatorId: string;
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The link's task, or null when the config is missing or not a Base64 JSON object. */
export function readWorkFlowLink(config: string | null): WorkFlowLink | null {
  if (!config) return null;
  try {
    const binary = atob(config.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const task = parsed as Record<string, unknown>;
    return {
      processId: textOf(task.processId),
      flowId: textOf(task.flowId),
      type: Number(task.type) || 0,
      taskNodeId: textOf(task.taskNodeId),
      taskOperatorId: textOf(task.taskOperatorId),
    };
  } catch {
    return null;
  }
}
