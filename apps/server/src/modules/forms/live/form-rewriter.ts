/**
 * Edits a published page's stored HTML for the two answers a live form gives without JavaScript (issue 24,
 * docs/decisions/0036): the page again with the visitor's values and the errors (422), and the page with the
 * form replaced by its success message (`?sent=`). Serving never runs author code, so the form is not rendered
 * again: its stored markup is edited, found by the platform's own attributes and the fields' names, whatever
 * markup the organization's components drew. parse5's serialiser escapes every value and text put in.
 */
import { FORM_NOTICE_STYLES, TOKEN_FIELD } from '@tessera/shared';
import { type DefaultTreeAdapterMap, parse, serialize, defaultTreeAdapter as tree } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export interface FieldError {
  name: string;
  message: string;
}

export interface FormAgain {
  /** The Form brick's id: the form is `<form data-tessera-brick="{brickId}">`. */
  brickId: string;
  /** What the visitor sent, by field name. */
  values: Record<string, string[]>;
  errors: FieldError[];
  /** What is wrong with the whole form rather than a field (sent too fast, too many): first in the summary. */
  notice?: string;
  /** A fresh time token for the form. */
  token: string;
  texts: { summaryTitle: string; errorPrefix: string; titlePrefix: string };
}

/** Hides text from sight but not from assistive technology (live pages carry no stylesheet of ours). */
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function setAttr(element: Element, name: string, value: string): void {
  const found = element.attrs.find((a) => a.name === name);
  if (found) found.value = value;
  else element.attrs.push({ name, value });
}

function removeAttr(element: Element, name: string): void {
  element.attrs = element.attrs.filter((a) => a.name !== name);
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* elements(node: Node): Generator<Element> {
  const children = 'childNodes' in node ? [...(node as ParentNode).childNodes] : [];
  const content = isElement(node) && node.tagName === 'template' ? [] : children;
  for (const child of content) {
    if (isElement(child)) {
      yield child;
      yield* elements(child);
    }
  }
}

function element(tag: string, attrs: Record<string, string>, ...children: (Element | string)[]): Element {
  const made = tree.createElement(
    tag,
    'http://www.w3.org/1999/xhtml' as never,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  for (const child of children) {
    if (typeof child === 'string') tree.insertText(made, child);
    else tree.appendChild(made, child);
  }
  return made;
}

function findForm(document: Node, brickId: string): Element | undefined {
  for (const found of elements(document))
    if (found.tagName === 'form' && attr(found, 'data-tessera-brick') === brickId) return found;
  return undefined;
}

function replaceChildren(parent: Element, ...children: (Element | string)[]): void {
  for (const child of [...parent.childNodes]) tree.detachNode(child);
  for (const child of children) {
    if (typeof child === 'string') tree.insertText(parent, child);
    else tree.appendChild(parent, child);
  }
}

/** Puts the visitor's values back into the form's fields. */
function refill(form: Element, values: Record<string, string[]>, token: string): void {
  for (const field of elements(form)) {
    const name = attr(field, 'name');
    if (name === undefined) continue;
    if (name === TOKEN_FIELD) setAttr(field, 'value', token);
    if (name.startsWith('_tessera')) continue;
    const sent = values[name] ?? [];
    if (field.tagName === 'textarea') replaceChildren(field, sent[0] ?? '');
    else if (field.tagName === 'select') {
      for (const option of elements(field)) {
        if (option.tagName !== 'option') continue;
        const value =
          attr(option, 'value') ?? option.childNodes.map((n) => ('value' in n ? n.value : '')).join('');
        if (sent.includes(value)) setAttr(option, 'selected', '');
        else removeAttr(option, 'selected');
      }
    } else if (field.tagName === 'input') {
      const type = (attr(field, 'type') ?? 'text').toLowerCase();
      if (type === 'checkbox' || type === 'radio') {
        if (sent.includes(attr(field, 'value') ?? 'on')) setAttr(field, 'checked', '');
        else removeAttr(field, 'checked');
      } else if (type !== 'file' && type !== 'password' && type !== 'submit' && type !== 'button') {
        setAttr(field, 'value', sent[0] ?? '');
      }
    }
  }
}

/** Marks each field in error and says why, next to it (in the element the component drew for it, or a new one). */
function markErrors(form: Element, errors: FieldError[], texts: FormAgain['texts']): Map<string, string> {
  const firstInput = new Map<string, string>();
  const byId = new Map<string, Element>();
  for (const found of elements(form)) {
    const id = attr(found, 'id');
    if (id) byId.set(id, found);
  }
  for (const { name, message } of errors) {
    const inputs = [...elements(form)].filter(
      (e) => ['input', 'select', 'textarea'].includes(e.tagName) && attr(e, 'name') === name,
    );
    const first = inputs[0];
    if (!first) continue;
    const inputId = attr(first, 'id') ?? `tessera-field-${name}`;
    if (!attr(first, 'id')) setAttr(first, 'id', inputId);
    firstInput.set(name, inputId);
    const errorId = `${inputId}-error`;
    const text = [element('span', { style: VISUALLY_HIDDEN }, `${texts.errorPrefix} `), message];
    const drawn = byId.get(errorId);
    if (drawn) {
      replaceChildren(drawn, ...text);
      removeAttr(drawn, 'hidden');
    } else {
      const made = element('p', { id: errorId, class: 'tessera-field-error' }, ...text);
      if (first.parentNode) tree.insertBefore(first.parentNode, made, first);
    }
    for (const input of inputs) {
      setAttr(input, 'aria-invalid', 'true');
      const described = (attr(input, 'aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      if (!described.includes(errorId)) setAttr(input, 'aria-describedby', [...described, errorId].join(' '));
    }
  }
  return firstInput;
}

/** The page again, its form holding what the visitor sent, each error next to its field and listed first. */
export function formAgain(html: string, again: FormAgain): string {
  const document = parse(html);
  const form = findForm(document, again.brickId);
  if (!form) return html;
  refill(form, again.values, again.token);
  const inputs = markErrors(form, again.errors, again.texts);
  const items = again.errors.map(({ name, message }) =>
    element('li', {}, element('a', { href: `#${inputs.get(name) ?? ''}` }, message)),
  );
  if (again.notice) items.unshift(element('li', {}, again.notice));
  if (items.length > 0) {
    const summary = element(
      'div',
      { class: 'tessera-error-summary', tabindex: '-1', autofocus: '', style: FORM_NOTICE_STYLES.summary },
      element(
        'div',
        { role: 'alert' },
        element('h2', { style: FORM_NOTICE_STYLES.summaryTitle }, again.texts.summaryTitle),
        element('ul', { style: FORM_NOTICE_STYLES.summaryList }, ...items),
      ),
    );
    const firstChild = form.childNodes[0];
    if (firstChild) tree.insertBefore(form, summary, firstChild);
    else tree.appendChild(form, summary);
  }
  for (const title of elements(document)) {
    if (title.tagName !== 'title') continue;
    const current = title.childNodes.map((n) => ('value' in n ? n.value : '')).join('');
    replaceChildren(title, `${again.texts.titlePrefix} ${current}`);
    break;
  }
  return serialize(document);
}

/** The page with the form replaced by its success message, announced and focused; kept out of search engines. */
export function formSent(html: string, brickId: string, message: string): string {
  const document = parse(html);
  const form = findForm(document, brickId);
  if (!form?.parentNode) return html;
  const status = element(
    'div',
    {
      role: 'status',
      tabindex: '-1',
      autofocus: '',
      class: 'tessera-form-sent',
      style: FORM_NOTICE_STYLES.sent,
      'data-tessera-brick': brickId,
    },
    message,
  );
  tree.insertBefore(form.parentNode, status, form);
  tree.detachNode(form);
  for (const head of elements(document)) {
    if (head.tagName !== 'head') continue;
    tree.appendChild(head, element('meta', { name: 'robots', content: 'noindex' }));
    break;
  }
  return serialize(document);
}
