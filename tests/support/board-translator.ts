import { type AbstractIntlMessages, createTranslator } from 'next-intl'
import type { BoardTranslate } from '@/components/boards/board-list-html'
import type { Locale } from '@/i18n/locales'
import { messages as en } from '@/i18n/messages/en/index'
import { messages as ko } from '@/i18n/messages/ko/index'

/** The board pages' translations in `locale`, loaded as the site's pages load them: untyped (src/i18n/request.ts). */
export const boardTranslator = (locale: Locale): BoardTranslate =>
  createTranslator({
    locale,
    messages: (locale === 'en' ? en : ko) as unknown as AbstractIntlMessages,
    namespace: 'board',
  }) as BoardTranslate
