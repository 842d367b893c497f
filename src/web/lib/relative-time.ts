export { relativeTime } from '#i18n/format';
