import { tr } from '../../texts.ts';
import { fieldComponent } from './field-component.ts';

/**
 * The kit's form fields (issue 24): one component per kind, each with a FormField whose default kind, name and
 * texts suit it (a contact form reads right as dropped), all drawn by the shared FIELD_SNIPPET.
 */

const BOX = '<rect x="3" y="6" width="18" height="12" rx="2"/>';

export const textField = fieldComponent(
  'textField',
  { name: 'name', kind: 'text', label: tr('Your name', 'Seu nome'), required: true },
  `${BOX}<path d="M7 10v4"/>`,
);

export const emailField = fieldComponent(
  'emailField',
  {
    name: 'email',
    kind: 'email',
    label: tr('E-mail address', 'Endereço de e-mail'),
    placeholder: tr('name@example.com', 'nome@exemplo.com'),
    required: true,
  },
  '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6l9 -6"/>',
);

export const phoneField = fieldComponent(
  'phoneField',
  { name: 'phone', kind: 'tel', label: tr('Phone number', 'Telefone'), required: false },
  '<path d="M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5l1.5 -2.5l5 2v4a2 2 0 0 1 -2 2a16 16 0 0 1 -15 -15a2 2 0 0 1 2 -2"/>',
);

export const numberField = fieldComponent(
  'numberField',
  {
    name: 'people',
    kind: 'number',
    label: tr('Number of people', 'Número de pessoas'),
    required: false,
    min: 1,
    max: 100,
  },
  `${BOX}<path d="M8 10l1 -1v6"/><path d="M13 9h3l-3 6"/>`,
);

export const longTextField = fieldComponent(
  'longTextField',
  {
    name: 'message',
    kind: 'textarea',
    label: tr('Your message', 'Sua mensagem'),
    placeholder: tr('How can we help?', 'Como podemos ajudar?'),
    required: true,
  },
  '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M7 8h10"/><path d="M7 12h10"/><path d="M7 16h6"/>',
);

export const selectField = fieldComponent(
  'selectField',
  {
    name: 'subject',
    kind: 'select',
    label: tr('Subject', 'Assunto'),
    placeholder: tr('Choose one', 'Escolha um'),
    required: true,
    options: [
      { value: 'question', label: tr('A question', 'Uma pergunta') },
      { value: 'quote', label: tr('A quote', 'Um orçamento') },
      { value: 'other', label: tr('Something else', 'Outro assunto') },
    ],
  },
  `${BOX}<path d="M14 11l2 2l2 -2"/>`,
);

export const checkboxesField = fieldComponent(
  'checkboxesField',
  {
    name: 'interests',
    kind: 'checkboxes',
    label: tr('What interests you?', 'O que interessa a você?'),
    help: tr('Select all that apply.', 'Selecione todas as opções que se aplicam.'),
    required: false,
    options: [
      { value: 'design', label: tr('Design', 'Design') },
      { value: 'development', label: tr('Development', 'Desenvolvimento') },
      { value: 'support', label: tr('Support', 'Suporte') },
    ],
  },
  '<rect x="4" y="4" width="7" height="7" rx="1"/><path d="M6 7.5l1.5 1.5l2 -3"/><rect x="4" y="13" width="7" height="7" rx="1"/><path d="M14 7.5h6"/><path d="M14 16.5h6"/>',
);

export const radioField = fieldComponent(
  'radioField',
  {
    name: 'reply-by',
    kind: 'radio',
    label: tr('How should we reply?', 'Como devemos responder?'),
    required: true,
    options: [
      { value: 'email', label: tr('By e-mail', 'Por e-mail') },
      { value: 'phone', label: tr('By phone', 'Por telefone') },
    ],
  },
  '<circle cx="7.5" cy="7.5" r="3.5"/><circle cx="7.5" cy="7.5" r="1"/><circle cx="7.5" cy="16.5" r="3.5"/><path d="M14 7.5h6"/><path d="M14 16.5h6"/>',
);

export const dateField = fieldComponent(
  'dateField',
  { name: 'date', kind: 'date', label: tr('Preferred date', 'Data preferida'), required: false },
  '<rect x="4" y="5" width="16" height="16" rx="2"/><path d="M16 3v4"/><path d="M8 3v4"/><path d="M4 11h16"/>',
);

export const fileField = fieldComponent(
  'fileField',
  {
    name: 'attachment',
    kind: 'file',
    label: tr('Attachment', 'Anexo'),
    help: tr('A PDF, JPG or PNG file.', 'Um arquivo PDF, JPG ou PNG.'),
    required: false,
    maxSelections: 1,
    accept: ['pdf', 'jpg', 'png'],
  },
  '<path d="M14 3v4a1 1 0 0 0 1 1h4"/><path d="M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2"/><path d="M12 17v-6"/><path d="M9.5 13.5l2.5 -2.5l2.5 2.5"/>',
);

export const consentField = fieldComponent(
  'consentField',
  {
    name: 'consent',
    kind: 'consent',
    label: tr(
      'I agree that you keep my details to answer my message.',
      'Concordo que meus dados sejam guardados para responder à minha mensagem.',
    ),
    required: true,
  },
  '<rect x="4" y="4" width="16" height="16" rx="2"/><path d="M9 12l2 2l4 -4"/>',
);

/** The fields in the order the kit lists them (KIT_NAMES). */
export const FORM_FIELDS = [
  textField,
  emailField,
  phoneField,
  numberField,
  longTextField,
  selectField,
  checkboxesField,
  radioField,
  dateField,
  fileField,
  consentField,
];
