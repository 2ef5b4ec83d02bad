/**
 * The starter kit's words in both console languages. Entries are authored with `tr(en, pt)` wherever a
 * person reads the text (names, descriptions, placeholder content, select options, event labels);
 * `localize` turns an entry into one language when the server seeds an organization. The names and
 * descriptions are also what the console shows for an untouched kit entry, in the console's language
 * (KIT_NAMES, read by apps/web without the components' code).
 */

export const KIT_LOCALES = ['en-US', 'pt-BR'] as const;
export type KitLocale = (typeof KIT_LOCALES)[number];

/** One text in every kit language; a plain object, so JSON copies keep it. */
export interface KitText {
  kitText: Readonly<Record<KitLocale, string>>;
}

export function tr(en: string, pt: string): KitText {
  return { kitText: { 'en-US': en, 'pt-BR': pt } };
}

export function isKitText(value: unknown): value is KitText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'kitText';
}

/** The kit language for a console language: any other value (or none) is en-US. */
export function kitLocale(value: unknown): KitLocale {
  return (KIT_LOCALES as readonly unknown[]).includes(value) ? (value as KitLocale) : 'en-US';
}

/** A copy of `value` with every KitText replaced by its text in `locale`. */
export function localize(value: unknown, locale: KitLocale): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale));
  if (typeof value !== 'object' || value === null) return value;
  if (isKitText(value)) return value.kitText[locale];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale)]));
}

export interface KitEntryTexts {
  name: KitText;
  description: KitText;
}

export const KIT_NAMES = {
  components: {
    navigationBar: {
      name: tr('Navigation bar', 'Barra de navegação'),
      description: tr(
        'Your brand on the left and the main links on the right; one link per line, as "Label | URL".',
        'Sua marca à esquerda e os links principais à direita; um link por linha, como "Rótulo | URL".',
      ),
    },
    languageSwitcher: {
      name: tr('Language switcher', 'Seletor de idioma'),
      description: tr(
        "Links to the same page in the site's other languages, each named in its own language.",
        'Links para a mesma página nos outros idiomas do site, cada um com o nome no próprio idioma.',
      ),
    },
    heading: {
      name: tr('Heading', 'Título'),
      description: tr(
        'A title for a page or a section, from h1 to h4, with its own font, size and colour.',
        'Um título para uma página ou seção, de h1 a h4, com fonte, tamanho e cor próprios.',
      ),
    },
    paragraph: {
      name: tr('Paragraph', 'Parágrafo'),
      description: tr(
        'Body text in comfortable reading measure; blank lines start new paragraphs.',
        'Texto corrido em uma largura confortável de ler; linhas em branco começam novos parágrafos.',
      ),
    },
    image: {
      name: tr('Image', 'Imagem'),
      description: tr(
        'A picture with alternative text, rounded corners, an optional caption and shadow.',
        'Uma imagem com texto alternativo, cantos arredondados, legenda opcional e sombra.',
      ),
    },
    button: {
      name: tr('Button', 'Botão'),
      description: tr(
        'A call to action that opens a link, in the same tab or a new one.',
        'Uma chamada para ação que abre um link, na mesma aba ou em uma nova.',
      ),
    },
    card: {
      name: tr('Card', 'Cartão'),
      description: tr(
        'An image, a title, a short text and a link, framed as a card for features, offers or posts.',
        'Uma imagem, um título, um texto curto e um link, em um cartão para recursos, ofertas ou publicações.',
      ),
    },
    video: {
      name: tr('Video', 'Vídeo'),
      description: tr(
        'A video file or a YouTube or Vimeo link, in a responsive frame with the ratio you choose.',
        'Um arquivo de vídeo ou um link do YouTube ou Vimeo, em um quadro responsivo na proporção que você escolher.',
      ),
    },
    divider: {
      name: tr('Divider', 'Divisor'),
      description: tr(
        'A horizontal rule that separates sections, solid, dashed, dotted or double.',
        'Uma linha horizontal que separa seções: sólida, tracejada, pontilhada ou dupla.',
      ),
    },
    footer: {
      name: tr('Footer', 'Rodapé'),
      description: tr(
        'Closing words, link columns and the copyright line at the bottom of every page.',
        'Palavras finais, colunas de links e a linha de direitos autorais no fim de cada página.',
      ),
    },
    section: {
      name: tr('Section', 'Seção'),
      description: tr(
        'A full-width band with its own background colour or image and padding, holding blocks in a centred column.',
        'Uma faixa de largura total com cor ou imagem de fundo e espaçamento próprios, com blocos em uma coluna centralizada.',
      ),
    },
    columns: {
      name: tr('Columns', 'Colunas'),
      description: tr(
        'Two, three or four columns side by side that stack into one on narrow screens.',
        'Duas, três ou quatro colunas lado a lado que se empilham em uma só em telas estreitas.',
      ),
    },
    grid: {
      name: tr('Grid', 'Grade'),
      description: tr(
        'Blocks in as many columns as fit, each at least the width you choose: cards, features, photos.',
        'Blocos em quantas colunas couberem, cada um com pelo menos a largura escolhida: cartões, recursos, fotos.',
      ),
    },
    stack: {
      name: tr('Stack', 'Pilha'),
      description: tr(
        'Blocks one after another, vertically or in a row, with even space between them.',
        'Blocos um após o outro, na vertical ou em linha, com espaço igual entre eles.',
      ),
    },
    linkBlock: {
      name: tr('Link block', 'Bloco de link'),
      description: tr(
        'Makes everything inside it one link, such as a whole card. Put no buttons or links inside it.',
        'Transforma tudo o que está dentro em um único link, como um cartão inteiro. Não coloque botões nem links dentro.',
      ),
    },
    icon: {
      name: tr('Icon', 'Ícone'),
      description: tr(
        'An icon from the bundled open set, on its own or on a soft rounded backdrop.',
        'Um ícone do conjunto aberto incluído, sozinho ou sobre um fundo suave arredondado.',
      ),
    },
    list: {
      name: tr('List', 'Lista'),
      description: tr(
        'Bulleted, numbered or ticked items, one per line.',
        'Itens com pontos, números ou marcas de confirmação, um por linha.',
      ),
    },
    quote: {
      name: tr('Testimonial', 'Depoimento'),
      description: tr(
        'A quote with the name, role and photo of the person who said it.',
        'Uma citação com o nome, o cargo e a foto de quem a disse.',
      ),
    },
    accordion: {
      name: tr('FAQ accordion', 'Perguntas frequentes'),
      description: tr(
        'Questions that open to show their answers; works with the keyboard and without JavaScript.',
        'Perguntas que se abrem para mostrar as respostas; funciona com o teclado e sem JavaScript.',
      ),
    },
    embed: {
      name: tr('Embed', 'Incorporação'),
      description: tr(
        'A YouTube or Vimeo video, or a Google Maps or OpenStreetMap map, from its link.',
        'Um vídeo do YouTube ou Vimeo, ou um mapa do Google Maps ou OpenStreetMap, a partir do link.',
      ),
    },
    logoRow: {
      name: tr('Logo row', 'Faixa de logos'),
      description: tr(
        'Up to eight logos from the media library in a row that wraps, with their alternative texts.',
        'Até oito logos da biblioteca de mídia em uma faixa que quebra linha, com seus textos alternativos.',
      ),
    },
    pricingCard: {
      name: tr('Pricing card', 'Cartão de preço'),
      description: tr(
        'A plan with its price, period, features and a call-to-action button; one can be highlighted.',
        'Um plano com preço, período, recursos e um botão de chamada para ação; um deles pode ficar em destaque.',
      ),
    },
    // Forms (issue 24, docs/decisions/0036): a Form container, its fields and its submit button.
    form: {
      name: tr('Form', 'Formulário'),
      description: tr(
        'Holds the fields and the submit button of a form; choose what visitors see after sending it.',
        'Reúne os campos e o botão de envio de um formulário; escolha o que os visitantes veem após o envio.',
      ),
    },
    textField: {
      name: tr('Text field', 'Campo de texto'),
      description: tr('A one-line answer, such as a name.', 'Uma resposta de uma linha, como um nome.'),
    },
    emailField: {
      name: tr('E-mail field', 'Campo de e-mail'),
      description: tr(
        'An e-mail address, checked before the form is sent.',
        'Um endereço de e-mail, verificado antes do envio do formulário.',
      ),
    },
    phoneField: {
      name: tr('Phone field', 'Campo de telefone'),
      description: tr(
        'A phone number, with the phone keypad on mobiles.',
        'Um número de telefone, com o teclado numérico nos celulares.',
      ),
    },
    numberField: {
      name: tr('Number field', 'Campo numérico'),
      description: tr(
        'A number, within the lowest and highest values you set.',
        'Um número, entre o menor e o maior valor que você definir.',
      ),
    },
    longTextField: {
      name: tr('Long text field', 'Campo de texto longo'),
      description: tr(
        'Several lines of text, such as a message.',
        'Várias linhas de texto, como uma mensagem.',
      ),
    },
    selectField: {
      name: tr('Dropdown', 'Lista suspensa'),
      description: tr('One choice from a list that opens.', 'Uma escolha em uma lista que se abre.'),
    },
    checkboxesField: {
      name: tr('Checkboxes', 'Caixas de seleção'),
      description: tr(
        'Any number of choices from a list, each with its own box.',
        'Quantas escolhas quiser de uma lista, cada uma com sua caixa.',
      ),
    },
    radioField: {
      name: tr('Radio group', 'Grupo de opções'),
      description: tr(
        'Exactly one choice from a short list, all of them in sight.',
        'Exatamente uma escolha de uma lista curta, todas à vista.',
      ),
    },
    dateField: {
      name: tr('Date field', 'Campo de data'),
      description: tr(
        "A date picked with the browser's calendar.",
        'Uma data escolhida no calendário do navegador.',
      ),
    },
    fileField: {
      name: tr('File upload', 'Envio de arquivo'),
      description: tr(
        'Up to three files of the kinds you accept, sent with the form.',
        'Até três arquivos dos tipos que você aceitar, enviados com o formulário.',
      ),
    },
    consentField: {
      name: tr('Consent', 'Consentimento'),
      description: tr(
        'One checkbox a visitor ticks to agree, such as to your privacy terms.',
        'Uma caixa que o visitante marca para concordar, como com seus termos de privacidade.',
      ),
    },
    submitButton: {
      name: tr('Submit button', 'Botão de envio'),
      description: tr('Sends the form it sits in.', 'Envia o formulário em que está.'),
    },
  },
  templates: {
    oneColumn: {
      name: tr('Single column', 'Coluna única'),
      description: tr(
        'One centred column for landing pages, articles and forms.',
        'Uma coluna centralizada para páginas de apresentação, artigos e formulários.',
      ),
    },
    twoColumns: {
      name: tr('Two columns', 'Duas colunas'),
      description: tr(
        'Content beside a sidebar or two halves; the columns stack on narrow screens.',
        'Conteúdo ao lado de uma barra lateral ou em duas metades; as colunas se empilham em telas estreitas.',
      ),
    },
    headerContentFooter: {
      name: tr('Header, content and footer', 'Cabeçalho, conteúdo e rodapé'),
      description: tr(
        'A full page: a header on top, the content in the middle and a footer that stays at the bottom.',
        'Uma página completa: um cabeçalho no topo, o conteúdo no meio e um rodapé que fica embaixo.',
      ),
    },
  },
} as const satisfies Record<'components' | 'templates', Record<string, KitEntryTexts>>;

export type KitComponentKey = keyof typeof KIT_NAMES.components;
export type KitTemplateKey = keyof typeof KIT_NAMES.templates;
