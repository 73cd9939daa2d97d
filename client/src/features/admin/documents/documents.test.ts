import { DOCUMENT_MAX_BYTES, type ManualDocument } from '@contract/documents'
import { describe, expect, it } from 'vitest'
import {
  countsRefetchInterval,
  DOCUMENTS_POLL_MS,
  defaultTitle,
  deviceDisplayName,
  documentCountsUrl,
  documentFacts,
  documentFileProblem,
  documentStatusMessage,
  documentsRefetchInterval,
  documentsUrl,
  documentUrl,
  formatBytes,
  isProcessing,
  ocrPagesNote,
  parseResponse,
  readingProgress,
  sortDocuments,
  statusChanges,
  uploadErrorMessage,
  uploadPercent,
} from './documents'

function doc(overrides: Partial<ManualDocument> = {}): ManualDocument {
  return {
    id: 1,
    manualId: 7,
    title: 'Operator Manual',
    fileName: 'operator-manual.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 2_500_000,
    pages: 0,
    chunks: 0,
    status: 'processing',
    progress: 0,
    pagesRead: 0,
    uploadedAt: '2025-04-01T10:00:00.000Z',
    error: null,
    ocrPages: [],
    url: '/api/manuals/7/documents/1/file',
    ...overrides,
  }
}

describe('urls', () => {
  it('names the list (the query key) and one document', () => {
    expect(documentsUrl(7)).toBe('/api/admin/manuals/7/documents')
    expect(documentUrl(7, 3)).toBe('/api/admin/manuals/7/documents/3')
  })

  it('names a device by brand and model, as the table does', () => {
    expect(deviceDisplayName({ brand: 'Garmin', model: 'GPSMAP 8612' })).toBe('Garmin GPSMAP 8612')
    expect(deviceDisplayName({ brand: 'General Device Question', model: '' })).toBe('General Device Question')
  })
})

describe('documentFileProblem', () => {
  it('accepts PDF, Markdown and text files up to 50 MB, whatever the case of the extension', () => {
    expect(documentFileProblem({ name: 'manual.pdf', size: 1000 })).toBeNull()
    expect(documentFileProblem({ name: 'Manual.PDF', size: 1000 })).toBeNull()
    expect(documentFileProblem({ name: 'notes.md', size: 10 })).toBeNull()
    expect(documentFileProblem({ name: 'quick start.txt', size: 10 })).toBeNull()
    expect(documentFileProblem({ name: 'manual.pdf', size: DOCUMENT_MAX_BYTES })).toBeNull()
  })

  it('asks for a file when there is none', () => {
    expect(documentFileProblem(null)?.title).toBe('No file selected')
  })

  it('refuses other types, naming the file and the accepted ones', () => {
    for (const name of ['manual.docx', 'scan.jpg', 'manual', 'manual.pdf.exe', '.pdfx']) {
      const problem = documentFileProblem({ name, size: 10 })
      expect(problem?.title).toBe('Invalid file type')
      expect(problem?.description).toContain(name)
      expect(problem?.description).toContain('.pdf')
    }
  })

  it('refuses an empty file and one over 50 MB', () => {
    expect(documentFileProblem({ name: 'a.pdf', size: 0 })?.title).toBe('Empty file')
    const big = documentFileProblem({ name: 'a.pdf', size: DOCUMENT_MAX_BYTES + 1 })
    expect(big?.title).toBe('File too large')
    expect(big?.description).toContain('50 MB or smaller')
  })
})

describe('defaultTitle', () => {
  it('is the file name less its extension, as the server makes it', () => {
    expect(defaultTitle('GPSMAP_8612_Owners_Manual.pdf')).toBe('GPSMAP 8612 Owners Manual')
    expect(defaultTitle('quick start.txt')).toBe('quick start')
    expect(defaultTitle('README')).toBe('README')
  })
})

describe('formatBytes', () => {
  it('shows bytes, then KB, MB and GB with one decimal below 10', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(1024)).toBe('1 KB')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(2_500_000)).toBe('2.4 MB')
    expect(formatBytes(12 * 1024 * 1024)).toBe('12 MB')
    expect(formatBytes(DOCUMENT_MAX_BYTES)).toBe('50 MB')
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB')
  })

  it('never says 1024 of a unit', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB')
  })

  it('shows a dash for nonsense', () => {
    expect(formatBytes(-1)).toBe('—')
    expect(formatBytes(Number.NaN)).toBe('—')
  })
})

describe('uploadPercent', () => {
  it('is a whole percentage within 0-100', () => {
    expect(uploadPercent(0, 100)).toBe(0)
    expect(uploadPercent(333, 1000)).toBe(33)
    expect(uploadPercent(1000, 1000)).toBe(100)
    expect(uploadPercent(2000, 1000)).toBe(100)
    expect(uploadPercent(10, 0)).toBe(0)
  })
})

describe('ocrPagesNote', () => {
  it('names the pages read by OCR, runs of three or more as ranges', () => {
    expect(ocrPagesNote(doc({ status: 'ready', ocrPages: [3, 4] }))).toBe('Pages 3, 4 read by OCR')
    expect(ocrPagesNote(doc({ status: 'ready', ocrPages: [7] }))).toBe('Page 7 read by OCR')
    expect(ocrPagesNote(doc({ status: 'ready', ocrPages: [1, 2, 3, 4, 9, 11, 12] }))).toBe(
      'Pages 1–4, 9, 11, 12 read by OCR',
    )
  })

  it('says nothing when no page was read by OCR, or while the document is read again', () => {
    expect(ocrPagesNote(doc({ status: 'ready' }))).toBeNull()
    expect(ocrPagesNote(doc({ status: 'processing', ocrPages: [2] }))).toBeNull()
  })
})

describe('documentFacts', () => {
  it('shows the size while it is read', () => {
    expect(documentFacts(doc())).toEqual(['2.4 MB'])
  })

  it('adds pages and passages once read', () => {
    expect(documentFacts(doc({ status: 'ready', pages: 48, chunks: 1 }))).toEqual([
      '2.4 MB',
      '48 pages',
      '1 passage',
    ])
    expect(documentFacts(doc({ status: 'ready', pages: 1, chunks: 1200 }))).toContain('1,200 passages')
  })

  it('leaves out the page count of a Markdown or text file, which is one "page"', () => {
    const md = doc({ fileName: 'notes.md', mimeType: 'text/markdown', status: 'ready', pages: 1, chunks: 5 })
    expect(documentFacts(md)).toEqual(['2.4 MB', '5 passages'])
  })
})

describe('documentStatusMessage', () => {
  it("is the server's error or warning when there is one", () => {
    expect(documentStatusMessage(doc({ status: 'failed', error: 'The PDF is damaged' }))).toBe(
      'The PDF is damaged',
    )
    expect(documentStatusMessage(doc({ status: 'ready', error: 'Pages 3, 4 have no text' }))).toBe(
      'Pages 3, 4 have no text',
    )
  })

  it('explains a failure or a scan without one, and says nothing otherwise', () => {
    expect(documentStatusMessage(doc({ status: 'failed' }))).toMatch(/could not be read/)
    expect(documentStatusMessage(doc({ status: 'needs_ocr' }))).toMatch(/OCR/)
    expect(documentStatusMessage(doc({ status: 'ready' }))).toBeNull()
    expect(documentStatusMessage(doc())).toBeNull()
  })
})

describe('polling', () => {
  it('polls every 1.5 s while a document is processing, and not otherwise', () => {
    expect(DOCUMENTS_POLL_MS).toBe(1500)
    expect(documentsRefetchInterval([doc({ status: 'ready' }), doc({ id: 2 })])).toBe(1500)
    expect(isProcessing([doc()])).toBe(true)
    expect(documentsRefetchInterval([doc({ status: 'ready' }), doc({ id: 2, status: 'failed' })])).toBe(false)
    expect(documentsRefetchInterval([doc({ status: 'needs_ocr' })])).toBe(false)
    expect(documentsRefetchInterval([])).toBe(false)
    expect(documentsRefetchInterval(null)).toBe(false)
    expect(documentsRefetchInterval(undefined)).toBe(false)
  })
})

describe("a page's counts", () => {
  const counts = (manualId: number, processing: number) => ({
    manualId,
    total: processing + 1,
    byStatus: { processing, ready: 1, failed: 0, needs_ocr: 0 },
  })

  it('are one address for the whole page, the ids sorted and each once', () => {
    expect(documentCountsUrl([12, 3, 7, 3])).toBe('/api/admin/manuals/document-counts?ids=3,7,12')
  })

  it('are polled every 1.5 s while one of the devices has a manual being read, and not otherwise', () => {
    expect(countsRefetchInterval([counts(1, 0), counts(2, 1)])).toBe(1500)
    expect(countsRefetchInterval([counts(1, 0), counts(2, 0)])).toBe(false)
    expect(countsRefetchInterval([])).toBe(false)
    expect(countsRefetchInterval(null)).toBe(false)
  })
})

describe('sortDocuments', () => {
  it('puts the newest first, then the higher id, without touching the input', () => {
    const input = [
      doc({ id: 1, uploadedAt: '2025-04-01T10:00:00.000Z' }),
      doc({ id: 2, uploadedAt: '2025-04-03T10:00:00.000Z' }),
      doc({ id: 3, uploadedAt: '2025-04-01T10:00:00.000Z' }),
    ]
    expect(sortDocuments(input).map((d) => d.id)).toEqual([2, 3, 1])
    expect(input.map((d) => d.id)).toEqual([1, 2, 3])
  })
})

describe('statusChanges', () => {
  it('says nothing on the first load or for progress alone', () => {
    expect(statusChanges(undefined, [doc()])).toEqual([])
    expect(statusChanges([doc({ progress: 10 })], [doc({ progress: 60 })])).toEqual([])
  })

  it('announces documents that became ready, failed, need OCR or are read again', () => {
    const before = [
      doc({ id: 1 }),
      doc({ id: 2, title: 'Scan' }),
      doc({ id: 3, title: 'Old', status: 'ready' }),
    ]
    const after = [
      doc({ id: 1, status: 'ready' }),
      doc({ id: 2, title: 'Scan', status: 'needs_ocr' }),
      doc({ id: 3, title: 'Old', status: 'processing' }),
      doc({ id: 4, title: 'New' }),
    ]
    expect(statusChanges(before, after)).toEqual([
      '"Operator Manual" is ready and used in answers.',
      '"Scan" needs OCR.',
      '"Old" is being processed.',
    ])
    expect(statusChanges([doc()], [doc({ status: 'failed' })])).toEqual([
      '"Operator Manual" failed to process.',
    ])
  })
})

describe('uploadErrorMessage', () => {
  it("uses the server's message", () => {
    const duplicate = { message: 'This file is already uploaded as "Manual"', code: 'DUPLICATE_DOCUMENT' }
    expect(uploadErrorMessage(409, duplicate)).toBe('This file is already uploaded as "Manual"')
    expect(uploadErrorMessage(413, { message: 'The file is larger than 50 MB' })).toBe(
      'The file is larger than 50 MB',
    )
  })

  it('explains by status when there is no message, never showing an HTML page', () => {
    expect(uploadErrorMessage(0, null)).toMatch(/interrupted/)
    expect(uploadErrorMessage(401, null)).toBe('Not authenticated')
    expect(uploadErrorMessage(413, '<html><body>Request Entity Too Large</body></html>')).toBe(
      'The file is larger than 50 MB',
    )
    expect(uploadErrorMessage(502, '<html>Bad gateway</html>', 'Bad Gateway')).toBe(
      'Server error: Bad Gateway',
    )
    expect(uploadErrorMessage(400, 'Bad file')).toBe('Bad file')
    expect(uploadErrorMessage(400, '<p>nope</p>')).toBe('Upload failed with status 400')
  })

  it('reads JSON and text answers', () => {
    expect(parseResponse('')).toBeNull()
    expect(parseResponse('{"id":1}')).toEqual({ id: 1 })
    expect(parseResponse('Bad file')).toBe('Bad file')
  })
})

describe('readingProgress', () => {
  it('counts the pages read of a PDF, and a text file in percent', () => {
    expect(readingProgress(doc({ pages: 200, pagesRead: 12, progress: 5 }))).toBe('12 of 200 pages')
    expect(readingProgress(doc({ pages: 2000, pagesRead: 0 }))).toBe('0 of 2,000 pages')
    expect(readingProgress(doc({ pages: 1, pagesRead: 1 }))).toBe('1 of 1 page')
    expect(
      readingProgress(doc({ mimeType: 'text/markdown', fileName: 'notes.md', pages: 1, progress: 40 })),
    ).toBe('40%')
  })
})
