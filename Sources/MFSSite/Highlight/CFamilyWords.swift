/// The word lists of Pygments 2.14's `CLexer` and `ObjectiveCLexer`, rule by rule.
enum CFamilyWords {
    /// `CLexer`'s own keywords, tried before `CFamilyLexer`'s.
    static let cKeywords: UTF8WordTable<Void> = [
        "_Alignas", "_Alignof", "_Noreturn", "_Generic", "_Thread_local", "_Static_assert", "_Imaginary",
        "noreturn", "imaginary", "complex",
    ]
    static let keywords: UTF8WordTable<Void> = [
        "asm", "auto", "break", "const", "continue", "default", "do", "else", "enum", "extern", "for", "goto", "if",
        "register", "restricted", "return", "sizeof", "struct", "static", "switch", "typedef", "volatile", "while",
        "union", "thread_local", "alignas", "alignof", "static_assert", "_Pragma",
    ]
    static let reserved: UTF8WordTable<Void> = [
        "inline", "_inline", "__inline", "naked", "restrict", "thread", "__m128i", "__m128d", "__m128", "__m64",
        "__asm", "__based", "__except", "__stdcall", "__cdecl", "__fastcall", "__declspec", "__finally", "__try",
        "__leave", "__w64", "__unaligned", "__raise", "__noop", "__identifier", "__forceinline", "__assume",
    ]
    static let cTypes: UTF8WordTable<Void> = ["_Bool", "_Complex", "_Atomic"]
    static let reservedTypes: UTF8WordTable<Void> = ["__int8", "__int16", "__int32", "__int64", "__wchar_t"]
    static let types: UTF8WordTable<Void> = [
        "bool", "int", "long", "float", "short", "double", "char", "unsigned", "signed", "void",
    ]
    /// `Name`s that `CFamilyLexer` turns into `Keyword.Type`: its standard library,
    /// C99, C11 atomic and Linux types.
    static let libraryTypes = UTF8WordTable(words: """
        size_t ssize_t off_t wchar_t ptrdiff_t sig_atomic_t fpos_t clock_t time_t va_list jmp_buf FILE DIR div_t \
        ldiv_t mbstate_t wctrans_t wint_t wctype_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t \
        int_least8_t int_least16_t int_least32_t int_least64_t uint_least8_t uint_least16_t uint_least32_t \
        uint_least64_t int_fast8_t int_fast16_t int_fast32_t int_fast64_t uint_fast8_t uint_fast16_t uint_fast32_t \
        uint_fast64_t intptr_t uintptr_t intmax_t uintmax_t atomic_bool atomic_char atomic_schar atomic_uchar \
        atomic_short atomic_ushort atomic_int atomic_uint atomic_long atomic_ulong atomic_llong atomic_ullong \
        atomic_char16_t atomic_char32_t atomic_wchar_t atomic_int_least8_t atomic_uint_least8_t atomic_int_least16_t \
        atomic_uint_least16_t atomic_int_least32_t atomic_uint_least32_t atomic_int_least64_t atomic_uint_least64_t \
        atomic_int_fast8_t atomic_uint_fast8_t atomic_int_fast16_t atomic_uint_fast16_t atomic_int_fast32_t \
        atomic_uint_fast32_t atomic_int_fast64_t atomic_uint_fast64_t atomic_intptr_t atomic_uintptr_t atomic_size_t \
        atomic_ptrdiff_t atomic_intmax_t atomic_uintmax_t clockid_t cpu_set_t cpumask_t dev_t gid_t id_t ino_t key_t \
        mode_t nfds_t pid_t rlim_t sig_t sighandler_t siginfo_t sigset_t sigval_t socklen_t timer_t uid_t
        """, value: ())
    /// Objective-C's keywords; the `@` words are kept without their `@` in `atKeywords`.
    static let objectiveCKeywords: UTF8WordTable<Void> = [
        "__bridge", "__bridge_transfer", "__autoreleasing", "__block", "__weak", "__strong", "weak", "strong", "copy",
        "retain", "assign", "unsafe_unretained", "atomic", "nonatomic", "readonly", "readwrite", "setter", "getter",
        "typeof", "in", "out", "inout", "release", "class",
    ]
    static let atKeywords: UTF8WordTable<Void> = [
        "selector", "private", "protected", "public", "encode", "synchronized", "try", "throw", "catch", "finally",
        "end", "property", "synthesize", "dynamic", "optional", "required", "autoreleasepool", "import",
    ]
    static let objectiveCTypes: UTF8WordTable<Void> = [
        "id", "instancetype", "Class", "IMP", "SEL", "BOOL", "IBOutlet", "IBAction", "unichar",
        "Boolean", "UInt8", "SInt8", "UInt16", "SInt16", "UInt32", "SInt32",
    ]
    static let objectiveCBuiltins: UTF8WordTable<Void> = ["YES", "NO", "nil", "self", "super", "TRUE", "FALSE"]
    static let labelExceptions: UTF8WordTable<Void> = ["public", "private", "protected", "default"]
}
