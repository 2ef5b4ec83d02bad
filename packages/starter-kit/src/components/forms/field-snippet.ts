/**
 * What the kit's form fields share (issue 24, docs/decisions/0036): one `FormField` function inlined into each
 * field component's source (components import only 'react' and 'tessera'), so every field draws its label,
 * help, input and error place the same way, and the live page's error rewriter finds the same ids in each.
 *
 * The field arrives resolved (shared forms/fields.ts resolveFormField): `attributes` are spread on the input
 * (id, name, type, required, aria-describedby naming the help, inputMode, autoComplete, constraints), the label
 * points at `inputId`, the help has `hintId`, and an empty, hidden element with `errorId` sits right after the
 * input for the live page to fill. Radios and checkboxes sit in a fieldset whose legend is the label; each
 * option's input has its own id (the first one the field's). What the input draws follows the field's kind,
 * so the markup always matches what the form accepts.
 */

/** Focus ring (WCAG 2.4.7) and the class the live page's error messages use for "Error:" read aloud. */
const FIELD_CSS = `const FIELD_CSS =
  '.tessera-field input:focus-visible,.tessera-field select:focus-visible,.tessera-field textarea:focus-visible' +
  '{outline:3px solid var(--tessera-focus,#4f46e5);outline-offset:2px}' +
  '.tessera-field input[type=checkbox],.tessera-field input[type=radio]' +
  '{width:1.125em;height:1.125em;margin:0.2em 0 0;flex:none;accent-color:var(--tessera-focus,#4f46e5)}' +
  '.tessera-field ::placeholder{color:inherit;opacity:0.6}' +
  '.tessera-visually-hidden{position:absolute!important;width:1px!important;height:1px!important;' +
  'margin:-1px!important;padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;' +
  'white-space:nowrap!important;border:0!important}';`;

export const FIELD_SNIPPET = `${FIELD_CSS}

/** The styles of a field's parts, from the kit's style props. */
function fieldLook(props) {
  return {
    frame: {
      boxSizing: 'border-box',
      minWidth: 0,
      '--tessera-focus': props.focusColor || undefined,
      ...cssFor('FontSelector', props.font),
      ...cssFor('FontSize', props.fontSize),
      ...cssFor('Spacing', props.margin),
    },
    label: { display: 'block', margin: '0 0 6px', padding: 0, fontWeight: 600, lineHeight: 1.4, ...cssFor('Color', props.labelColor) },
    hint: { margin: '0 0 6px', fontSize: '0.875em', lineHeight: 1.5, ...cssFor('TextColor', props.hintColor) },
    error: { margin: '6px 0 0', fontSize: '0.875em', fontWeight: 600, lineHeight: 1.5, ...cssFor('Color', props.errorColor) },
    box: {
      boxSizing: 'border-box',
      display: 'block',
      width: '100%',
      margin: 0,
      font: 'inherit',
      lineHeight: 1.4,
      ...cssFor('TextColor', props.inputColor),
      ...cssFor('BackgroundColor', props.inputBackground),
      ...cssFor('BorderStyle', props.borderStyle),
      ...cssFor('BorderWidth', props.borderWidth),
      ...cssFor('BorderColor', props.borderColor),
      ...cssFor('BorderRadius', props.radius),
      ...cssFor('Spacing', props.padding),
    },
    choice: { display: 'flex', alignItems: 'flex-start', gap: 10, lineHeight: 1.5, ...cssFor('TextColor', props.inputColor) },
  };
}

/** One field: label, help, input and the empty place of its error, by the field's kind. */
function FormField(props) {
  const field = props.field || {};
  const look = fieldLook(props);
  const attributes = field.attributes || {};
  const text = field.label || field.name;
  const marker = field.required ? <span aria-hidden="true"> *</span> : null;
  const hint = field.help ? <p id={field.hintId} style={look.hint}>{field.help}</p> : null;
  const error = <p id={field.errorId} hidden style={look.error}></p>;
  const placeholder = field.placeholder || undefined;
  const options = field.options || [];
  let body;
  if (field.kind === 'radio' || field.kind === 'checkboxes') {
    body = (
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={look.label}>{text}{marker}</legend>
        {hint}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {options.map((option) => (
            <div key={option.id} style={look.choice}>
              <input {...attributes} id={option.id} value={option.value} />
              <label htmlFor={option.id}>{option.label}</label>
            </div>
          ))}
        </div>
        {error}
      </fieldset>
    );
  } else if (field.kind === 'consent') {
    body = (
      <>
        <div style={look.choice}>
          <input {...attributes} value="yes" />
          <label htmlFor={field.inputId}>{text}{marker}</label>
        </div>
        {hint}
        {error}
      </>
    );
  } else {
    let control;
    if (field.kind === 'textarea') {
      control = <textarea {...attributes} rows={5} placeholder={placeholder} style={{ ...look.box, resize: 'vertical' }} />;
    } else if (field.kind === 'select') {
      control = (
        <select {...attributes} style={look.box}>
          <option value="">{field.placeholder || '—'}</option>
          {options.map((option) => (
            <option key={option.id} id={option.id} value={option.value}>{option.label}</option>
          ))}
        </select>
      );
    } else {
      const typed = field.kind !== 'date' && field.kind !== 'file';
      control = <input {...attributes} placeholder={typed ? placeholder : undefined} style={look.box} />;
    }
    body = (
      <>
        <label htmlFor={field.inputId} style={look.label}>{text}{marker}</label>
        {hint}
        {control}
        {error}
      </>
    );
  }
  return (
    <div className="tessera-field" style={look.frame}>
      <style>{FIELD_CSS}</style>
      {body}
    </div>
  );
}`;
