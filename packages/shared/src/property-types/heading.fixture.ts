/**
 * A heading's properties as stored after the component editor saved them (with its name and visibility
 * entries), close to docs/component-authoring.md's worked example; shared by the tests.
 */
export const headingDataTypes = {
  name: { type: 'TextInput', defaultValue: 'Heading', i18n: { 'en-US': { label: 'Name' } } },
  visibility: { type: 'Switch', value: true, i18n: { 'en-US': { label: 'Visible' } } },
  text: {
    type: 'TextInput',
    defaultValue: 'Title',
    isMutable: true,
    i18n: { 'en-US': { label: 'Text' }, 'pt-BR': { label: 'Texto' } },
  },
  level: { type: 'Select', defaultValue: 'h1', settings: { options: ['h1', 'h2', 'h3'] } },
  fontSize: { type: 'FontSize', defaultValue: { value: 2, unit: 'rem' } },
  font: { type: 'FontSelector', defaultValue: 'Arial, sans-serif' },
  textStyle: {
    type: 'TextStyle',
    defaultValue: { bold: true, italic: false, underline: false, strikethrough: false },
  },
  color: { type: 'TextColor', defaultValue: '#1f2937' },
  align: { type: 'TextHorizontalAlign', defaultValue: 'center' },
  padding: { type: 'Spacing', defaultValue: { top: { value: 10, unit: 'px' } } },
  minSize: { type: 'MinSize', defaultValue: { width: { value: 200, unit: 'px' }, height: 'auto' } },
  maxSize: { type: 'MaxSize', defaultValue: { width: { value: 700, unit: 'px' }, height: 'auto' } },
  animation: { type: 'Animation', value: { opacity: { trigger: 'show', start: 0, end: 1 } } },
};
