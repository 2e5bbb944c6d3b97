import type { Block } from 'payload'

/** Address, phones and map come from the site settings, so they are edited in one place. */
export const ContactBlock: Block = {
  slug: 'contact',
  labels: { singular: '연락처·지도', plural: '연락처·지도' },
  fields: [
    { name: 'heading', label: '소제목', type: 'text' },
    { name: 'showMap', label: '지도 표시', type: 'checkbox', defaultValue: true },
    {
      name: 'transport',
      label: '교통편',
      labels: { singular: '교통편', plural: '교통편' },
      type: 'array',
      fields: [
        {
          name: 'mode',
          label: '구분',
          type: 'select',
          required: true,
          options: [
            { label: '지하철', value: 'subway' },
            { label: '버스', value: 'bus' },
            { label: '자가용', value: 'car' },
            { label: '기차', value: 'train' },
          ],
        },
        { name: 'text', label: '안내', type: 'textarea', required: true },
      ],
    },
    { name: 'note', label: '참고', type: 'textarea' },
  ],
}
