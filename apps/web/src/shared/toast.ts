import { toast as sonner, type ExternalToast } from 'sonner';
import { translateMessage } from './i18n/messages.ts';

type Show = (message: string, data?: ExternalToast) => string | number;
const translated =
  (show: Show): Show =>
  (message, data) =>
    show(translateMessage(message), data);

/** sonner's toasts, their text in the page's language (see translateMessage). */
export const toast = {
  success: translated(sonner.success),
  error: translated(sonner.error),
  info: translated(sonner.info),
  message: translated(sonner.message),
  dismiss: sonner.dismiss,
};
