/**
 * Every text, textarea and rich-text field of the collections and globals, sorted into the ones someone can write
 * and the site or the admin then shows (targets of stored XSS: `stored-xss.spec.ts` writes a payload into each) and
 * the ones nobody types into or nobody sees, each with its reason. `tests/unit/xss-targets.test.ts` walks the
 * Payload configs and fails when a field is in neither list, so a new field cannot be left out.
 *
 * Keys are `collection.field`, with group and array names in between (`qna.answer.text`) and, inside a blocks
 * field, the block's slug (`pages.layout.cards.cards.link`). Globals use their slug the same way.
 */

export type XssTarget = {
  key: string
  /** Who can put text there: staff through the admin or `/api/cms`, visitors through a public form. */
  writtenBy: 'staff' | 'visitor' | 'system'
  /** Where the text is shown. */
  shownOn: string
  /**
   * Set when a format rule refuses markup: the payload must be refused on save (400) instead of being rendered.
   * Its message is what the rule answers.
   */
  refusedBy?: string
}

export const xssTargets: XssTarget[] = [
  // Posts of every board but the Q&A (notices, newsletters, performance records, recruitment).
  { key: 'posts.title', writtenBy: 'staff', shownOn: 'board list and view, home latest posts, <title>, admin' },
  { key: 'posts.content', writtenBy: 'staff', shownOn: 'board view (rich text), admin editor' },
  {
    key: 'posts.category',
    writtenBy: 'staff',
    shownOn: 'board list and view, admin list',
    refusedBy:
      "one of the board's own categories (src/modules/boards/post-rules.ts); their names are boards.categories.name",
  },
  { key: 'posts.authorName', writtenBy: 'staff', shownOn: 'board view, admin list' },
  {
    key: 'posts.performance.recordType',
    writtenBy: 'staff',
    shownOn: 'performance list and view, admin',
    refusedBy: "one of the board's own 구분 (post-rules.ts); their names are boards.recordTypes.name",
  },
  { key: 'posts.performance.projectName', writtenBy: 'staff', shownOn: 'performance list and view, admin' },
  { key: 'posts.performance.client', writtenBy: 'staff', shownOn: 'performance list and view, admin' },
  { key: 'posts.performance.result', writtenBy: 'staff', shownOn: 'performance list and view, admin' },
  { key: 'posts.performance.location', writtenBy: 'staff', shownOn: 'performance view, admin' },
  { key: 'posts.recruitment.workplace', writtenBy: 'staff', shownOn: 'recruitment view, API, admin' },
  // Field Q&A: visitors write the question, staff the answer.
  { key: 'qna.title', writtenBy: 'visitor', shownOn: 'Q&A list and view, admin inbox and editor' },
  { key: 'qna.content', writtenBy: 'visitor', shownOn: 'Q&A view, admin editor' },
  { key: 'qna.name', writtenBy: 'visitor', shownOn: 'Q&A list (masked) and view, admin inbox' },
  {
    key: 'qna.phone',
    writtenBy: 'visitor',
    shownOn: 'admin editor',
    refusedBy: 'digits and hyphens only (qna input rule)',
  },
  { key: 'qna.answer.body', writtenBy: 'staff', shownOn: 'Q&A view (answer, rich text), admin editor' },
  {
    key: 'qna.answer.text',
    writtenBy: 'staff',
    shownOn: 'the answer as plain text, from the rich text: /api/v1 answer, answer notice mail and its preview',
  },
  {
    key: 'qna.moderation.redactedContent',
    writtenBy: 'staff',
    shownOn: 'Q&A view and list in place of the question (최고관리자 only), admin editor',
  },
  { key: 'qna.moderation.reason', writtenBy: 'staff', shownOn: 'admin editor, audit log' },
  { key: 'qna-categories.name', writtenBy: 'staff', shownOn: 'Q&A list filter, write form, view, admin' },
  { key: 'qna-categories.nameEn', writtenBy: 'staff', shownOn: 'English Q&A list, write form and view, admin' },
  // Home page: banners and popups.
  { key: 'banners.title', writtenBy: 'staff', shownOn: 'home slider heading, admin list and order dialog' },
  { key: 'banners.caption', writtenBy: 'staff', shownOn: 'home slider text, admin editor' },
  { key: 'banners.alt', writtenBy: 'staff', shownOn: 'home slider image alt, admin editor' },
  { key: 'banners.link', writtenBy: 'staff', shownOn: 'home slider link href', refusedBy: 'siteLinkRule' },
  { key: 'popups.title', writtenBy: 'staff', shownOn: 'home layer, popup window, /popup/base pages, admin' },
  { key: 'popups.content', writtenBy: 'staff', shownOn: 'home layer, popup window, /popup/base pages (rich text)' },
  { key: 'popups.link', writtenBy: 'staff', shownOn: 'popup "more" link href', refusedBy: 'siteLinkRule' },
  // Pages and their blocks.
  { key: 'pages.title', writtenBy: 'staff', shownOn: 'page heading, <title>, breadcrumbs, admin' },
  // 콘텐츠 정비 rows copy the page's Korean title and its path.
  { key: 'page-reviews.pageTitle', writtenBy: 'system', shownOn: 'admin 콘텐츠 정비 list and form, admin home card' },
  { key: 'pages.summary', writtenBy: 'staff', shownOn: 'meta description, admin' },
  { key: 'pages.hero.lead', writtenBy: 'staff', shownOn: 'page lead' },
  { key: 'pages.pageInfo.department', writtenBy: 'staff', shownOn: 'page information under the page (담당부서)' },
  { key: 'pages.pageInfo.contact', writtenBy: 'staff', shownOn: 'page information under the page (연락처)' },
  { key: 'pages.layout.richText.heading', writtenBy: 'staff', shownOn: 'page block heading' },
  { key: 'pages.layout.richText.content', writtenBy: 'staff', shownOn: 'page block (rich text)' },
  { key: 'pages.layout.table.heading', writtenBy: 'staff', shownOn: 'page table block' },
  { key: 'pages.layout.table.caption', writtenBy: 'staff', shownOn: 'page table caption' },
  { key: 'pages.layout.table.columns.label', writtenBy: 'staff', shownOn: 'page table header cells' },
  { key: 'pages.layout.table.rows.cells.value', writtenBy: 'staff', shownOn: 'page table cells' },
  { key: 'pages.layout.table.note', writtenBy: 'staff', shownOn: 'page table note' },
  { key: 'pages.layout.processSteps.heading', writtenBy: 'staff', shownOn: 'page steps block' },
  { key: 'pages.layout.processSteps.intro', writtenBy: 'staff', shownOn: 'page steps block' },
  { key: 'pages.layout.processSteps.steps.title', writtenBy: 'staff', shownOn: 'page steps block' },
  { key: 'pages.layout.processSteps.steps.description', writtenBy: 'staff', shownOn: 'page steps block' },
  { key: 'pages.layout.timeline.heading', writtenBy: 'staff', shownOn: 'page history block' },
  { key: 'pages.layout.timeline.entries.text', writtenBy: 'staff', shownOn: 'page history block' },
  { key: 'pages.layout.orgChart.heading', writtenBy: 'staff', shownOn: 'page organisation chart' },
  { key: 'pages.layout.orgChart.units.name', writtenBy: 'staff', shownOn: 'page organisation chart' },
  { key: 'pages.layout.orgChart.units.parent', writtenBy: 'staff', shownOn: 'page organisation chart (tree)' },
  { key: 'pages.layout.orgChart.units.duties', writtenBy: 'staff', shownOn: 'page organisation chart' },
  { key: 'pages.layout.orgChart.units.phone', writtenBy: 'staff', shownOn: 'page organisation chart (tel: link)' },
  { key: 'pages.layout.cards.heading', writtenBy: 'staff', shownOn: 'page cards block' },
  { key: 'pages.layout.cards.intro', writtenBy: 'staff', shownOn: 'page cards block' },
  { key: 'pages.layout.cards.cards.title', writtenBy: 'staff', shownOn: 'page card' },
  { key: 'pages.layout.cards.cards.body', writtenBy: 'staff', shownOn: 'page card' },
  { key: 'pages.layout.cards.cards.link', writtenBy: 'staff', shownOn: 'page card href', refusedBy: 'siteLinkRule' },
  { key: 'pages.layout.downloads.heading', writtenBy: 'staff', shownOn: 'page downloads block' },
  { key: 'pages.layout.downloads.intro', writtenBy: 'staff', shownOn: 'page downloads block' },
  { key: 'pages.layout.downloads.files.title', writtenBy: 'staff', shownOn: 'page download link text' },
  { key: 'pages.layout.downloads.files.description', writtenBy: 'staff', shownOn: 'page download description' },
  {
    key: 'pages.layout.downloads.files.href',
    writtenBy: 'staff',
    shownOn: 'page download href',
    refusedBy: 'https:// or / only (downloads block rule)',
  },
  { key: 'pages.layout.contact.heading', writtenBy: 'staff', shownOn: 'page contact block' },
  { key: 'pages.layout.contact.transport.text', writtenBy: 'staff', shownOn: 'page contact block' },
  { key: 'pages.layout.contact.note', writtenBy: 'staff', shownOn: 'page contact block' },
  // Site settings: titles, footer, JSON-LD, location page.
  { key: 'site-settings.siteName', writtenBy: 'staff', shownOn: '<title>, header, footer, JSON-LD' },
  { key: 'site-settings.siteNameEn', writtenBy: 'staff', shownOn: 'English <title> and footer' },
  { key: 'site-settings.description', writtenBy: 'staff', shownOn: 'meta description, JSON-LD' },
  {
    key: 'site-settings.companyEmailDomain',
    writtenBy: 'staff',
    shownOn: 'staff e-mail check message, admin',
  },
  { key: 'site-settings.representative', writtenBy: 'staff', shownOn: 'footer' },
  { key: 'site-settings.businessNumber', writtenBy: 'staff', shownOn: 'footer' },
  { key: 'site-settings.postalCode', writtenBy: 'staff', shownOn: 'footer, location page, JSON-LD' },
  { key: 'site-settings.address', writtenBy: 'staff', shownOn: 'footer, location page, JSON-LD' },
  { key: 'site-settings.addressEn', writtenBy: 'staff', shownOn: 'English footer and location page' },
  { key: 'site-settings.phone', writtenBy: 'staff', shownOn: 'footer, location page (tel: link)' },
  { key: 'site-settings.fax', writtenBy: 'staff', shownOn: 'footer, location page' },
  { key: 'site-settings.hours', writtenBy: 'staff', shownOn: 'location page' },
  { key: 'site-settings.hoursEn', writtenBy: 'staff', shownOn: 'English location page' },
  {
    key: 'site-settings.sns.url',
    writtenBy: 'staff',
    shownOn: 'footer SNS links, JSON-LD sameAs',
    refusedBy: 'https:// only (site settings rule)',
  },
  // 인증 현황: staff write the records; 진위확인 shows the public fields (src/modules/certification/public-view.ts).
  {
    key: 'certificates.buildingName',
    writtenBy: 'staff',
    shownOn: '진위확인 result, 인증 현황 list and page, 통합검색, admin list and form',
  },
  { key: 'certificates.roadAddress', writtenBy: 'staff', shownOn: '진위확인 result, 인증 현황 page, admin form' },
  {
    key: 'certificates.sido',
    writtenBy: 'staff',
    shownOn: "a private house's address on 진위확인 and 인증 현황, filters, admin form",
  },
  {
    key: 'certificates.sigungu',
    writtenBy: 'staff',
    shownOn: "a private house's address on 진위확인 and 인증 현황, filters, admin form",
  },
  { key: 'certificates.use', writtenBy: 'staff', shownOn: '진위확인 result, 인증 현황 list and page, admin form' },
  { key: 'certificates.pdfName', writtenBy: 'staff', shownOn: "the issued PDF's file name in the admin sidebar" },
  {
    key: 'certificates.number',
    writtenBy: 'staff',
    shownOn: '진위확인 result, admin list and form',
    refusedBy: 'letters, digits and hyphens (src/modules/certification/record-rules.ts)',
  },
  {
    key: 'certificates.grade',
    writtenBy: 'staff',
    shownOn: '진위확인 result, admin list',
    refusedBy: "one of the scheme's grades (src/modules/certification/schemes.ts)",
  },
  {
    key: 'certificates.issuedOn',
    writtenBy: 'staff',
    shownOn: '진위확인 result, admin list',
    refusedBy: 'YYYY-MM-DD (record-rules.ts)',
  },
  {
    key: 'certificates.validUntil',
    writtenBy: 'staff',
    shownOn: '진위확인 result, admin list',
    refusedBy: 'YYYY-MM-DD (record-rules.ts)',
  },
  {
    key: 'certificates.statusDate',
    writtenBy: 'staff',
    shownOn: '진위확인 result, admin form',
    refusedBy: 'YYYY-MM-DD (record-rules.ts)',
  },
  // Newsletter: subscribers come from the public form; the send record copies the title.
  { key: 'subscribers.name', writtenBy: 'visitor', shownOn: 'admin subscriber list, CSV export' },
  // 만족도 평가: visitors' comments are read by staff in the admin.
  {
    key: 'page-ratings.comment',
    writtenBy: 'visitor',
    shownOn: 'admin 만족도 평가 results (recent comments) and list',
  },
  { key: 'newsletter-sends.title', writtenBy: 'system', shownOn: 'admin send records (the issue title)' },
  // Board settings and accounts, shown on the site (board names) and in the admin.
  { key: 'boards.name', writtenBy: 'staff', shownOn: 'admin board settings, site board headings' },
  { key: 'boards.categories.name', writtenBy: 'staff', shownOn: 'board category tabs and filters, admin' },
  {
    key: 'boards.recordTypes.name',
    writtenBy: 'staff',
    shownOn: "performance list filter, a record's 구분 in the list and view, admin post form select",
  },
  { key: 'users.userName', writtenBy: 'staff', shownOn: 'admin account list, header, audit log' },
  { key: 'users.displayName', writtenBy: 'staff', shownOn: 'admin account list' },
  { key: 'users.userDeptName', writtenBy: 'staff', shownOn: 'admin account list' },
  { key: 'users.mainDomain', writtenBy: 'staff', shownOn: 'admin account editor' },
  { key: 'users.subDomain', writtenBy: 'staff', shownOn: 'admin account editor' },
  {
    key: 'users.username',
    writtenBy: 'staff',
    shownOn: 'admin account list',
    refusedBy: 'userIdRule (letters, digits, . _ -)',
  },
  { key: 'auth-groups.name', writtenBy: 'staff', shownOn: 'admin group list and account editor' },
  {
    key: 'approval-requests.title',
    writtenBy: 'system',
    shownOn: 'admin 게시 승인 list and /api/v1/approvals (the title of the post waiting)',
  },
  { key: 'approval-requests.menu', writtenBy: 'system', shownOn: 'admin 게시 승인 list (the board name)' },
  { key: 'approval-requests.reason', writtenBy: 'staff', shownOn: 'admin 게시 승인 list (an approver’s comment)' },
  {
    key: 'approval-requests.firstReason',
    writtenBy: 'staff',
    shownOn: 'admin 승인 요청 page (the first approver’s comment under 2단계 승인) and the final approver’s mail',
  },
  {
    key: 'approval-requests.requestNote',
    writtenBy: 'staff',
    shownOn: 'admin 승인 요청 page and /api/v1/approvals (the reason of a 삭제 요청)',
  },
  // 삭제 게시물 기록대장: copied by the server from the deleted post and its 삭제 요청.
  { key: 'deletion-records.menu', writtenBy: 'system', shownOn: 'admin 삭제 게시물 기록대장 (the board name)' },
  {
    key: 'deletion-records.title',
    writtenBy: 'system',
    shownOn: 'admin 삭제 게시물 기록대장 (the deleted post’s title)',
  },
  { key: 'deletion-records.reason', writtenBy: 'system', shownOn: 'admin 삭제 게시물 기록대장 (the request’s reason)' },
  { key: 'audit-logs.summary', writtenBy: 'system', shownOn: 'admin audit log (titles of the changed records)' },
  { key: 'audit-logs.actorUserId', writtenBy: 'system', shownOn: 'admin audit log (the sign-in id typed)' },
  // Uploads: their descriptions are shown where the file is.
  { key: 'media.alt', writtenBy: 'staff', shownOn: 'image alt on the site, admin media list' },
  { key: 'attachments.originalName', writtenBy: 'staff', shownOn: 'post attachment list, download file name' },
]

export type NotRendered = { key: string; reason: string }

export const notRendered: NotRendered[] = [
  { key: 'posts.plainText', reason: 'search copy of the content, hidden in the admin and never printed' },
  { key: 'posts.personalDataConfirmed', reason: 'keyed hashes set by the server, hidden and never printed' },
  { key: 'pages.personalDataConfirmed', reason: 'keyed hashes set by the server, hidden and never printed' },
  { key: 'qna.passwordHash', reason: 'hidden hash of the question password' },
  { key: 'qna.ipHash', reason: 'hidden hash of the asker address' },
  { key: 'qna.consent.version', reason: 'set by the server from its own consent text version' },
  { key: 'subscribers.consent.version', reason: 'set by the server from its own consent text version' },
  { key: 'certificates.code', reason: 'made by the server from its own 32-letter alphabet, shown only as printed' },
  { key: 'certificates.pdfSha256', reason: 'hex digest the server computes from the uploaded file; nobody types it' },
  { key: 'certificate-checks.addressHash', reason: 'keyed hash in hex set by the server' },
  { key: 'subscribers.confirmTokenHash', reason: 'hidden token hash' },
  { key: 'subscribers.unsubscribeToken', reason: 'hidden token, only inside mailed links' },
  { key: 'newsletter-sends.lastError', reason: 'written by the sender from mail server errors, not by people' },
  { key: 'newsletter-deliveries.error', reason: 'written by the sender from mail server errors, not by people' },
  { key: 'audit-logs.ip', reason: 'taken from the connection by the server' },
  { key: 'audit-logs.targetCollection', reason: 'a collection slug set by the server' },
  { key: 'audit-logs.targetId', reason: 'a record id set by the server' },
  {
    key: 'media.filename',
    reason:
      "Payload's own upload field: the stored name is made from the uploaded file's name through sanitize-filename " +
      '(no < > " / \\ | ? *), and the admin media list prints it as React text',
  },
  { key: 'pages.path', reason: 'sitePathPattern allows only a-z, 0-9, - and /' },
  { key: 'page-reviews.pagePath', reason: 'a copy of pages.path, which sitePathPattern keeps to a-z, 0-9, - and /' },
  { key: 'page-ratings.path', reason: "copied by the server from the rated page's path (sitePathPattern)" },
  { key: 'page-rating-stamps.stamp', reason: 'hidden keyed hash, no admin view' },
  { key: 'visit-counts.day', reason: 'a YYYY-MM-DD day set by the server' },
  {
    key: 'visit-counts.item',
    reason: 'a site path or host name the beacon rules allow (a-z, 0-9, - _ . /), printed as text',
  },
  { key: 'visit-salts.day', reason: 'a YYYY-MM-DD day set by the server' },
  { key: 'visit-salts.salt', reason: 'random hex made by the server, no admin view' },
  { key: 'visit-stamps.stamp', reason: 'hidden keyed hash, no admin view' },
  { key: 'visit-stamps.day', reason: 'a YYYY-MM-DD day set by the server' },
  { key: 'captcha-solutions.signature', reason: 'internal replay guard, no admin view' },
  { key: 'rate-limits.key', reason: 'internal counter, no admin view' },
  { key: 'refresh-tokens.familyId', reason: 'internal token family, no admin view' },
  { key: 'refresh-tokens.tokenHash', reason: 'internal token hash, no admin view' },
  { key: 'cache-invalidations.tags', reason: 'internal cache signal between processes, no admin view' },
  { key: 'cache-invalidations.paths', reason: 'internal cache signal between processes, no admin view' },
  { key: 'cache-invalidations.pageTags', reason: 'internal cache signal between processes, no admin view' },
  { key: 'seed-state.applied.step', reason: 'names of seed steps written by the seeder, hidden global' },
]
