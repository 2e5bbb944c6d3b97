// One JSON file per namespace; add a line here when a feature brings its own.
import board from './board.json'
import certification from './certification.json'
import common from './common.json'
import layout from './layout.json'
import newsletter from './newsletter.json'
import pageInfo from './page-info.json'
import qna from './qna.json'
import search from './search.json'
import site from './site.json'

export const messages = { common, board, site, qna, pageInfo, layout, search, newsletter, certification }
