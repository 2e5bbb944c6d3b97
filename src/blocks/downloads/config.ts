import type { Block } from 'payload'
import { downloadLinkMessage, isDownloadLink } from '@/validation/field-rules'

export const DownloadsBlock: Block = {
  slug: 'downloads',
  labels: { singular: '서식 다운로드', plural: '서식 다운로드' },
  fields: [
    { name: 'heading', label: '소제목', type: 'text' },
    { name: 'intro', label: '안내', type: 'textarea' },
    {
      name: 'files',
      label: '서식',
      labels: { singular: '서식', plural: '서식' },
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'title', label: '서식 이름', type: 'text', required: true },
        { name: 'description', label: '설명', type: 'text' },
        {
          name: 'format',
          label: '형식',
          type: 'select',
          defaultValue: 'hwp',
          options: ['hwp', 'hwpx', 'pdf', 'docx', 'xlsx', 'zip'].map((f) => ({ label: f.toUpperCase(), value: f })),
        },
        {
          name: 'href',
          label: '파일 주소',
          type: 'text',
          required: true,
          admin: { description: '법령 서식은 국가법령정보센터 주소를, 자체 서식은 업로드한 파일 주소를 적습니다.' },
          validate: (value: unknown) =>
            typeof value === 'string' && isDownloadLink(value) ? true : downloadLinkMessage,
        },
      ],
    },
  ],
}
