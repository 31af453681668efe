import CStemmer
import MFSScreens

/// One Snowball stemmer of libstemmer (Debian's `libstemmer-dev`, 2.2) for a
/// language's words, UTF-8 in and out; the only file that calls libstemmer.
///
/// Not thread-safe (libstemmer keeps its state in the stemmer): one per
/// thread. Remembers the stem of every word it was given, so each distinct
/// word of a site is stemmed once.
final class SnowballStemmer {
    private let stemmer: OpaquePointer
    private var stems: [String: String] = [:]

    /// Snowball's algorithm for `language`: `russian`, `spanish`, or `porter`
    /// for English (Porter's original, not Snowball's `english`: the only
    /// English one of the JavaScript stemmers the browser stems queries with,
    /// `StemmerScripts`).
    static func algorithm(_ language: Language) -> String {
        switch language {
        case .ru: "russian"
        case .es: "spanish"
        case .en: "porter"
        }
    }

    /// The stemmer of `language` (`algorithm`).
    init(_ language: Language) {
        let algorithm = Self.algorithm(language)
        // libstemmer returns NULL only for an unknown algorithm or encoding, or
        // when it cannot allocate: never for these three built-in ones.
        guard let stemmer = sb_stemmer_new(algorithm, "UTF_8") else {
            preconditionFailure("libstemmer has no \(algorithm) stemmer for UTF-8")
        }
        self.stemmer = stemmer
    }

    deinit {
        sb_stemmer_delete(stemmer)
    }

    /// The stem of `word`, which MUST be lowercased and folded (`SearchText.fold`).
    func stem(_ word: String) -> String {
        if let known = stems[word] { return known }
        let bytes = Array(word.utf8)
        let stem = bytes.withUnsafeBufferPointer { buffer -> String in
            guard let result = sb_stemmer_stem(stemmer, buffer.baseAddress, Int32(buffer.count)) else { return word }
            let length = Int(sb_stemmer_length(stemmer))
            return String(decoding: UnsafeBufferPointer(start: result, count: length), as: UTF8.self)
        }
        stems[word] = stem
        return stem
    }
}
