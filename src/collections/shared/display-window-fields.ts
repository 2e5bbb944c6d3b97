import type { Field } from 'payload'
import { toggleCell } from './toggle-cell'

/** On/off, display period and order, shared by banners and popups (the rule itself is in modules/home). */
export const displayWindowFields: Field[] = [
  {
    name: 'enabled',
    label: '노출',
    type: 'checkbox',
    defaultValue: true,
    admin: { position: 'sidebar', components: { Cell: toggleCell('노출', '숨김') } },
  },
  {
    name: 'startsAt',
    label: '노출 시작',
    type: 'date',
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: '비우면 바로 노출합니다.' },
  },
  {
    name: 'endsAt',
    label: '노출 종료',
    type: 'date',
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: '비우면 계속 노출합니다.' },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      const start = siblingData?.startsAt
      if (value && start && new Date(String(value)) <= new Date(String(start))) {
        return '노출 종료는 노출 시작보다 뒤여야 합니다.'
      }
      return true
    },
  },
  {
    name: 'sortOrder',
    label: '순서',
    type: 'number',
    defaultValue: 0,
    admin: { position: 'sidebar', description: '작은 숫자가 먼저 보입니다.' },
  },
]
