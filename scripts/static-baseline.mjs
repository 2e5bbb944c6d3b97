// The benchmark's static-file baseline: serves one file's bytes for every request, from a process of its
// own (sharing the client's event loop would slow it down and flatter the site).
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [file, port, contentType] = process.argv.slice(2)
const body = readFileSync(file)
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length })
  res.end(body)
}).listen(Number(port), () => process.stdout.write('ready\n'))
