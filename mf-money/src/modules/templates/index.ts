export { TemplatesTab } from './TemplatesTab';
