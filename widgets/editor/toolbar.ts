// The rich-text toolbar of spec 03 §2, in Quill's terms and in the spec's order:
// bold, italic, underline, strike; headers 1–6; sizes small/large/huge; colours;
// blockquote, code block; lists; indent; align; direction; clean; link, image.
export const richTextToolbar = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ color: [] }, { background: [] }],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  [{ direction: 'rtl' }],
  ['clean'],
  ['link', 'image'],
];
