/// The word lists of Pygments 2.14's `SwiftLexer`, rule by rule.
enum SwiftWords {
    /// The first of the word rules a whole word matches, in the lexer's order.
    enum Rule: Sendable {
        /// `Keyword`, `Keyword.Reserved`, `Keyword.Constant` or `Keyword.Declaration`.
        case keyword(TokenStyle)
        /// `import\b`, which starts the `module` state.
        case `import`
        /// `class`, `func`, `let`, ...: a declaration, and the name after it in `style` if one follows.
        case declaration(name: TokenStyle)
        /// `Name.Builtin` or `Name.Builtin.Pseudo`: rules of `root` only, not of `keywords`.
        case builtin(TokenStyle)
    }

    /// Every word of the lists with its first rule: one look-up per word.
    static let rules = UTF8WordTable(ruleList)

    private static let ruleList: [String: Rule] = {
        var rules: [String: Rule] = [:]
        func add(_ words: Set<String>, _ rule: Rule) {
            for word in words where rules[word] == nil { rules[word] = rule }
        }
        add(keywords, .keyword(.keyword))
        add(reserved, .keyword(.keywordReserved))
        add(constants, .keyword(.keywordConstant))
        add(["import"], .import)
        add(["class", "enum", "extension", "struct", "protocol"], .declaration(name: .nameClass))
        add(["func"], .declaration(name: .nameFunction))
        add(["var", "let"], .declaration(name: .nameVariable))
        add(declarations, .keyword(.keywordDeclaration))
        add(builtins, .builtin(.nameBuiltin))
        add(pseudoBuiltins, .builtin(.nameBuiltinPseudo))
        return rules
    }()

    static let keywords: Set<String> = [
        "as", "async", "await", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "is", "repeat", "return", "switch", "throw", "try", "where", "while",
    ]
    /// `Keyword.Reserved`; the `@` words are kept without their `@` in `reservedAttributes`.
    static let reserved: Set<String> = [
        "associativity", "convenience", "dynamic", "didSet", "final", "get", "indirect", "infix", "inout", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
        "Protocol", "required", "rethrows", "right", "set", "throws", "Type", "unowned", "weak", "willSet",
    ]
    static let reservedAttributes: UTF8WordTable<Void> = [
        "availability", "autoclosure", "noreturn", "NSApplicationMain", "NSCopying", "NSManaged", "objc",
        "UIApplicationMain", "IBAction", "IBDesignable", "IBInspectable", "IBOutlet",
    ]
    static let constants: Set<String> = [
        "as", "dynamicType", "false", "is", "nil", "self", "Self", "super", "true",
        "__COLUMN__", "__FILE__", "__FUNCTION__", "__LINE__", "_",
    ]
    static let hashConstants: UTF8WordTable<Void> = ["file", "line", "column", "function"]
    static let preprocessor: UTF8WordTable<Void> = ["if", "elseif", "else", "endif", "available"]
    static let declarations: Set<String> = [
        "actor", "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "internal",
        "let", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
    ]
    static let builtins: Set<String> = Set("""
        Array AutoreleasingUnsafeMutablePointer BidirectionalReverseView Bit Bool CFunctionPointer COpaquePointer \
        CVaListPointer Character ClosedInterval CollectionOfOne ContiguousArray Dictionary DictionaryGenerator \
        DictionaryIndex Double EmptyCollection EmptyGenerator EnumerateGenerator EnumerateSequence FilterCollectionView \
        FilterCollectionViewIndex FilterGenerator FilterSequenceView Float Float80 FloatingPointClassification \
        GeneratorOf GeneratorOfOne GeneratorSequence HalfOpenInterval HeapBuffer HeapBufferStorage \
        ImplicitlyUnwrappedOptional IndexingGenerator Int Int16 Int32 Int64 Int8 LazyBidirectionalCollection \
        LazyForwardCollection LazyRandomAccessCollection LazySequence MapCollectionView MapSequenceGenerator \
        MapSequenceView MirrorDisposition ObjectIdentifier OnHeap Optional PermutationGenerator QuickLookObject \
        RandomAccessReverseView Range RangeGenerator RawByte Repeat ReverseBidirectionalIndex ReverseRandomAccessIndex \
        SequenceOf SinkOf Slice StaticString StrideThrough StrideThroughGenerator StrideTo StrideToGenerator String \
        UInt UInt16 UInt32 UInt64 UInt8 UTF16 UTF32 UTF8 UnicodeDecodingResult UnicodeScalar Unmanaged \
        UnsafeBufferPointer UnsafeBufferPointerGenerator UnsafeMutableBufferPointer UnsafeMutablePointer UnsafePointer \
        Zip2 ZipGenerator2 AbsoluteValuable AnyObject ArrayLiteralConvertible BidirectionalIndexType \
        BitwiseOperationsType BooleanLiteralConvertible BooleanType CVarArgType CollectionType Comparable \
        DebugPrintable DictionaryLiteralConvertible Equatable ExtendedGraphemeClusterLiteralConvertible \
        ExtensibleCollectionType FloatLiteralConvertible FloatingPointType ForwardIndexType GeneratorType Hashable \
        IntegerArithmeticType IntegerLiteralConvertible IntegerType IntervalType MirrorType MutableCollectionType \
        MutableSliceable NilLiteralConvertible OutputStreamType Printable RandomAccessIndexType \
        RangeReplaceableCollectionType RawOptionSetType RawRepresentable Reflectable SequenceType SignedIntegerType \
        SignedNumberType SinkType Sliceable Streamable Strideable StringInterpolationConvertible \
        StringLiteralConvertible UnicodeCodecType UnicodeScalarLiteralConvertible UnsignedIntegerType \
        _ArrayBufferType _BidirectionalIndexType _CocoaStringType _CollectionType _Comparable \
        _ExtensibleCollectionType _ForwardIndexType _Incrementable _IntegerArithmeticType _IntegerType \
        _ObjectiveCBridgeable _RandomAccessIndexType _RawOptionSetType _SequenceType _Sequence_Type \
        _SignedIntegerType _SignedNumberType _Sliceable _Strideable _SwiftNSArrayRequiredOverridesType \
        _SwiftNSArrayType _SwiftNSCopyingType _SwiftNSDictionaryRequiredOverridesType _SwiftNSDictionaryType \
        _SwiftNSEnumeratorType _SwiftNSFastEnumerationType _SwiftNSStringRequiredOverridesType _SwiftNSStringType \
        _UnsignedIntegerType C_ARGC C_ARGV Process Any AnyClass BooleanLiteralType CBool CChar CChar16 CChar32 \
        CDouble CFloat CInt CLong CLongLong CShort CSignedChar CUnsignedInt CUnsignedLong CUnsignedShort CWideChar \
        ExtendedGraphemeClusterType Float32 Float64 FloatLiteralType IntMax IntegerLiteralType StringLiteralType \
        UIntMax UWord UnicodeScalarType Void Word NSErrorPointer NSObjectProtocol Selector
        """.split(whereSeparator: \.isWhitespace).map(String.init))
    static let pseudoBuiltins: Set<String> = Set("""
        abs advance alignof alignofValue assert assertionFailure contains count countElements debugPrint \
        debugPrintln distance dropFirst dropLast dump enumerate equal extend fatalError filter find first getVaList \
        indices insert isEmpty join last lazy lexicographicalCompare map max maxElement min minElement numericCast \
        overlaps partition precondition preconditionFailure prefix print println reduce reflect removeAll \
        removeAtIndex removeLast removeRange reverse sizeof sizeofValue sort sorted splice split startsWith stride \
        strideof strideofValue suffix swap toDebugString toString transcode underestimateCount unsafeAddressOf \
        unsafeBitCast unsafeDowncast withExtendedLifetime withUnsafeMutablePointer withUnsafeMutablePointers \
        withUnsafePointer withUnsafePointers withVaList
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
