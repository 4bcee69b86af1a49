// The header's chat icon with its drawer (spec 01 §2.9).
export function ChatButton() {
  return null;
}
