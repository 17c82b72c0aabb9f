// money/TemplatesTab: the templates page, a tab of the settings page that mf-sales loads at run time.
export { TemplatesTab } from '../modules/templates';
