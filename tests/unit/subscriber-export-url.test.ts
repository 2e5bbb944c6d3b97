import { describe, expect, it } from 'vitest'
import { subscriberExportUrl } from '@/modules/newsletter/export-url'

const url = (query: string) => decodeURIComponent(subscriberExportUrl(new URLSearchParams(query)))

describe('the subscriber list\'s "CSV 내려받기" exports what the list shows', () => {
  it('exports everyone without a filter', () => {
    expect(url('')).toBe('/api/v1/subscribers/export')
    expect(url('page=3&limit=50')).toBe('/api/v1/subscribers/export')
  })

  it.each([
    ['where[status][equals]=active', 'active'],
    ['where[or][0][and][0][status][equals]=unsubscribed', 'unsubscribed'],
    ['where[and][0][status][equals]=pending&where[and][1][email][like]=kim', 'pending'],
  ])('takes the status of the list filter %s', (query, status) => {
    expect(url(query)).toBe(`/api/v1/subscribers/export?status=${status}`)
  })

  it('passes the list search as searchText', () => {
    expect(url('search=%20kim%40ex%20&where[status][equals]=active')).toBe(
      '/api/v1/subscribers/export?status=active&searchText=kim@ex',
    )
  })

  it('ignores unknown statuses, other operators and a filter of two statuses', () => {
    expect(url('where[status][equals]=deleted')).toBe('/api/v1/subscribers/export')
    expect(url('where[status][not_equals]=active')).toBe('/api/v1/subscribers/export')
    expect(url('where[or][0][and][0][status][equals]=active&where[or][1][and][0][status][equals]=pending')).toBe(
      '/api/v1/subscribers/export',
    )
  })
})
