import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES } from '@mnemo/domain/languages';
import { getButtonClassName } from '../../components/button.tsx';
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../components/menu.tsx';
import { getUiLanguage } from '../../lib/i18n.ts';
import { useLanguageSwitch } from '../hooks/use-language-switch.ts';

/** The top bar's language dropdown: English / Português. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const switchLanguage = useLanguageSwitch();
  const current = getUiLanguage();
  return (
    <Menu>
      <MenuTrigger
        className={getButtonClassName('ghost', 'sm', 'gap-1.5 px-2 text-muted hover:text-fg sm:px-2.5')}
        // the name starts with what is seen, the language code (WCAG 2.5.3, label in name)
        aria-label={`${current.toUpperCase()} ${t('topbar.language')}: ${t(`language.${current}`)}`}
      >
        <Languages className="size-4 max-sm:hidden" aria-hidden />
        <span className="text-xs font-semibold uppercase">{current}</span>
      </MenuTrigger>
      <MenuContent>
        <MenuRadioGroup value={current} onValueChange={(value) => isLocale(value) && void switchLanguage(value)}>
          {LOCALES.map((locale) => (
            <MenuRadioItem key={locale} value={locale} lang={locale === 'pt' ? 'pt-PT' : 'en'}>
              {t(`language.${locale}`)}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}
