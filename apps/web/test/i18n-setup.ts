// Components render in tests without the root's I18nextProvider: they read English, as `/` shows.
import { setI18n } from 'react-i18next';
import { allCatalogues } from '../src/shared/i18n/catalogues.ts';
import { getI18n, setAllResources } from '../src/shared/i18n/instance.ts';

setAllResources(allCatalogues());
setI18n(getI18n('en'));
