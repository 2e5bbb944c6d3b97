import type { GlobalConfig } from 'payload'
import { allow } from '@/access/permissions'
import { staffAccountField } from '@/collections/shared/staff-account-field'
import { allPages } from '@/lib/response-cache'
import { invalidateContent } from '@/modules/cache/invalidate'
import { siteSettingsTag } from '@/modules/site/settings-tag'

/** Institute-wide facts used in titles, the footer, metadata, the location page and validators. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '사이트 설정',
  admin: { group: '설정' },
  // Site-wide facts: staff who read pages see them, the groups that manage all pages (not an editor) change them.
  // Visitors read them only through the pages the server renders.
  access: { read: allow('pages', 'read'), update: allow('pages', 'delete') },
  hooks: {
    // Every page shows the site name and footer facts: drop them from every cache, in every process.
    afterChange: [({ req }) => invalidateContent(req, { tags: [siteSettingsTag], pages: allPages })],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: '기본 정보',
          fields: [
            { name: 'siteName', label: '사이트 이름', type: 'text', required: true, defaultValue: '녹색기후기술원' },
            {
              name: 'siteNameEn',
              label: '영문 사이트 이름',
              type: 'text',
              defaultValue: 'Green Climate Technology Institute',
            },
            { name: 'description', label: '사이트 설명', type: 'textarea' },
            {
              name: 'companyEmailDomain',
              label: '회사 이메일 도메인',
              type: 'text',
              admin: { description: '직원 이메일 검증에 쓰입니다. 비워 두면 형식만 확인합니다. 예: example.or.kr' },
            },
          ],
        },
        {
          label: '연락처·푸터',
          description:
            '기관이 확정한 값만 입력하십시오. 비워 둔 항목은 푸터, 오시는 길, 조직도 페이지에 표시되지 않습니다.',
          fields: [
            { name: 'representative', label: '대표자', type: 'text', admin: { description: '예: 원장 홍길동' } },
            {
              name: 'businessNumber',
              label: '사업자등록번호',
              type: 'text',
              admin: { description: '예: 000-00-00000' },
            },
            { name: 'postalCode', label: '우편번호', type: 'text' },
            { name: 'address', label: '주소', type: 'text', admin: { description: '도로명 주소와 층·호수' } },
            { name: 'addressEn', label: '영문 주소', type: 'text' },
            { name: 'phone', label: '대표 전화', type: 'text' },
            { name: 'fax', label: '팩스', type: 'text' },
            { name: 'email', label: '대표 이메일', type: 'email' },
            { name: 'hours', label: '업무 시간', type: 'text', admin: { description: '예: 평일 09:00~18:00' } },
            { name: 'hoursEn', label: '영문 업무 시간', type: 'text' },
            {
              name: 'mapImage',
              label: '약도 이미지',
              type: 'upload',
              relationTo: 'media',
              admin: {
                description:
                  '오시는 길 페이지에 보일 약도입니다. 지도 임베드(MAP_EMBED_URL)를 설정하면 그 지도가 대신 보이고, 둘 다 없으면 지도 칸을 표시하지 않습니다.',
              },
            },
            {
              name: 'sns',
              label: 'SNS',
              labels: { singular: 'SNS 주소', plural: 'SNS 주소' },
              type: 'array',
              fields: [
                {
                  name: 'kind',
                  label: '종류',
                  type: 'select',
                  required: true,
                  options: [
                    { label: '블로그', value: 'blog' },
                    { label: '유튜브', value: 'youtube' },
                    { label: '페이스북', value: 'facebook' },
                    { label: '인스타그램', value: 'instagram' },
                  ],
                },
                {
                  name: 'url',
                  label: '주소',
                  type: 'text',
                  required: true,
                  validate: (v: unknown) =>
                    typeof v === 'string' && v.startsWith('https://') ? true : 'https://로 시작해야 합니다.',
                },
              ],
            },
          ],
        },
        {
          label: '콘텐츠 품질',
          fields: [
            // src/modules/content-review/quality-summary.ts and reminders.ts read it, by id.
            staffAccountField(
              'qualityManager',
              '품질관리자',
              '매월 1일 오전 9시에 지난달 콘텐츠 품질 요약(검토 기한이 지난 페이지, 승인 대기와 처리, 개인정보 확인 후 게시, 삭제 게시물)을 메일로 받습니다. 그룹장이 없는 그룹의 검토 지연 알림도 받습니다.',
            ),
          ],
        },
      ],
    },
  ],
}
