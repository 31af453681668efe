import Foundation
import MFS
import MFSText

/// One text block of the conformance page: what the engine laid out and
/// the CSS Chromium lays the same text out with.
struct ConformanceBlock {
    var text: String
    var font: Font
    var lineHeight: Double
    var width: Double
    var layout: TextLayout
}

/// The HTML page that lays the blocks out in Chromium and writes, into
/// `pre#results`, one line per block: `INDEX|LINES|HEIGHT|START,START,...`.
/// A line start is the UTF-16 offset of the first character whose DOM
/// `Range` rectangle lies on a new line.
enum ConformancePage {
    static func html(_ blocks: [ConformanceBlock]) -> String {
        var html = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><style>\n"
        for weight in FontWeight.allCases {
            html += "@font-face{font-family:Inter;font-style:normal;font-weight:\(weight.rawValue);"
                + "src:url(\"\(InterFontFiles.url(weight).absoluteString)\") format(\"woff2\")}\n"
        }
        html += "body{margin:0}.b{margin:0 0 8px;white-space:normal}\n</style></head><body>\n"
        for (index, block) in blocks.enumerated() {
            // The text CSS of ScreenHTML, at the block's width.
            let style = "width:\(block.width)px;box-sizing:border-box;font-family:Inter;font-size:\(block.font.size)px;"
                + "font-weight:\(block.font.weight.rawValue);line-height:\(block.lineHeight)px;overflow-wrap:break-word"
            html += "<div class=\"b\" id=\"b\(index)\" data-lh=\"\(block.lineHeight)\" style=\"\(style)\">\(escape(block.text))</div>\n"
        }
        return html + "<pre id=\"results\"></pre>\n<script>\n\(script)</script></body></html>\n"
    }

    /// Results by block index: line starts and height.
    static func results(fromDOM dom: String) -> [Int: (starts: [Int], height: Double)] {
        guard let open = dom.range(of: "<pre id=\"results\">"),
              let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex) else { return [:] }
        var results: [Int: (starts: [Int], height: Double)] = [:]
        for line in dom[open.upperBound..<close.lowerBound].split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 4, let index = Int(fields[0]), let height = Double(fields[2]) else { continue }
            results[index] = (fields[3].split(separator: ",").compactMap { Int($0) }, height)
        }
        return results
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private static let script = """
        async function measure() {
          await Promise.all(['400', '500', '600', '700'].map(w => document.fonts.load(w + ' 16px Inter')));
          await document.fonts.ready;
          const out = [];
          const range = document.createRange();
          document.querySelectorAll('div.b').forEach((div, index) => {
            const node = div.firstChild, half = parseFloat(div.dataset.lh) / 2, starts = [];
            let top = -Infinity;
            for (let k = 0; node && k < node.length; k++) {
              const unit = node.data.charCodeAt(k);
              if (unit >= 0xDC00 && unit <= 0xDFFF) continue;
              range.setStart(node, k);
              range.setEnd(node, Math.min(node.length, k + (unit >= 0xD800 && unit <= 0xDBFF ? 2 : 1)));
              const rects = range.getClientRects();
              if (rects.length === 0) continue;
              if (rects[0].top > top + half) { starts.push(k); top = rects[0].top; }
            }
            out.push(index + '|' + starts.length + '|' + div.getBoundingClientRect().height + '|' + starts.join(','));
          });
          document.getElementById('results').textContent = out.join('\\n');
        }
        measure();

        """
}
