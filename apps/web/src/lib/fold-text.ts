/** Lower case without accents or surrounding spaces, for searches: "Título " and "titulo" match. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
