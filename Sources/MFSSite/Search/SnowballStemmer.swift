import CStemmer

/// One Snowball stemmer of libstemmer (Debian's `libstemmer-dev`, 2.2) for a
/// language's words, UTF-8 in and out; the only file that calls libstemmer.
///
/// Not thread-safe (libstemmer keeps its state in the stemmer): one per
/// thread. Remembers the stem of every word it was given, so each distinct
/// word of a site is stemmed once.
final class SnowballStemmer {
    private let stemmer: OpaquePointer
    private var stems: [String: String] = [:]

    /// The algorithms libstemmer has (`russian`, `german`, `porter`, ...).
    static let algorithms: Set<String> = {
        var names: Set<String> = []
        guard var list = sb_stemmer_list() else { return names }
        while let name = list.pointee {
            names.insert(String(cString: name))
            list += 1
        }
        return names
    }()

    /// The stemmer of Snowball's `algorithm`, one of `algorithms`.
    init(_ algorithm: String) {
        // libstemmer returns NULL only for an unknown algorithm or encoding, or
        // when it cannot allocate.
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
