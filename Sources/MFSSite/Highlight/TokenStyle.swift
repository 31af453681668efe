/// The kind of a highlighted token. Its raw value numbers it (for look-up
/// tables); `cssClass` is the class Pygments' `HtmlFormatter` gives the token
/// type (`""` for plain text, no `<span>`).
enum TokenStyle: UInt8, Sendable, CaseIterable {
    case text
    case whitespace
    case error
    case keyword
    case keywordConstant
    case keywordDeclaration
    case keywordReserved
    case keywordType
    case name
    case nameBuiltin
    case nameBuiltinPseudo
    case nameClass
    case nameConstant
    case nameFunction
    case nameLabel
    case nameVariable
    case literal
    case string
    case stringAffix
    case stringChar
    case stringEscape
    case stringInterpolation
    case number
    case numberBinary
    case numberFloat
    case numberHex
    case numberInteger
    case numberOctal
    case `operator`
    case punctuation
    case comment
    case commentSingle
    case commentMultiline
    case commentPreproc
    case commentPreprocFile
    case commentSpecial

    /// The CSS class of the token type.
    var cssClass: String {
        switch self {
        case .text: ""
        case .whitespace: "w"
        case .error: "err"
        case .keyword: "k"
        case .keywordConstant: "kc"
        case .keywordDeclaration: "kd"
        case .keywordReserved: "kr"
        case .keywordType: "kt"
        case .name: "n"
        case .nameBuiltin: "nb"
        case .nameBuiltinPseudo: "bp"
        case .nameClass: "nc"
        case .nameConstant: "no"
        case .nameFunction: "nf"
        case .nameLabel: "nl"
        case .nameVariable: "nv"
        case .literal: "l"
        case .string: "s"
        case .stringAffix: "sa"
        case .stringChar: "sc"
        case .stringEscape: "se"
        case .stringInterpolation: "si"
        case .number: "m"
        case .numberBinary: "mb"
        case .numberFloat: "mf"
        case .numberHex: "mh"
        case .numberInteger: "mi"
        case .numberOctal: "mo"
        case .operator: "o"
        case .punctuation: "p"
        case .comment: "c"
        case .commentSingle: "c1"
        case .commentMultiline: "cm"
        case .commentPreproc: "cp"
        case .commentPreprocFile: "cpf"
        case .commentSpecial: "cs"
        }
    }
}
