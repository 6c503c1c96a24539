import { SearchInput, useTranslate } from 'react-admin';

/**
 * The always-shown search box of a list. react-admin's SearchInput shows its placeholder as
 * given, so the translation key is translated here.
 */
// `alwaysOn` is read by react-admin's filter form from the element's props.
export function SearchFilter({
  source,
  placeholder,
}: {
  source: string;
  placeholder: string;
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  const text = translate(placeholder);
  return <SearchInput source={source} placeholder={text} slotProps={{ htmlInput: { 'aria-label': text } }} />;
}
