import { languageOf, type LangCode } from '@common/i18n/languages';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { IconLanguage } from '@tabler/icons-react';
import { useSite } from '@web/app/site-context';
import { useSettings } from '@web/core/settings/settings-provider';
import { switchLanguage } from '@web/lib/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The site's languages; the choice is saved under the AppTitle prefix and wins on the next visit. */
export function LanguageSwitcher() {
  const { site } = useSite();
  const { store } = useSettings();
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const choose = (code: LangCode) => {
    setAnchor(null);
    store.update({ language: code });
    void switchLanguage(i18n, site, code);
    // A ?lang= in the address would win on reload over the choice just made.
    if (params.has('lang')) {
      const next = new URLSearchParams(params);
      next.delete('lang');
      setParams(next, { replace: true });
    }
  };

  return (
    <>
      <Tooltip title={t('navbar.language')}>
        <IconButton
          aria-label={t('navbar.language')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <IconLanguage size={22} stroke={1.75} aria-hidden />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {site.languages.map((code) => {
          const language = languageOf(code);
          const current = i18n.language === code;
          return (
            <MenuItem
              key={code}
              selected={current}
              role="menuitemradio"
              aria-checked={current}
              lang={language.htmlLang}
              onClick={() => choose(code)}
            >
              <ListItemText primary={language.name} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
