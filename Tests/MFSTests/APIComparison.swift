/// The module's declarations against the committed list of Apple's (`UIKitDeclarations.txt`:
/// `Module: declaration`, one a line, sorted, the module being UIKit, QuartzCore, Foundation,
/// CoreGraphics or ObjectiveC).
enum APIComparison {
    /// One message per problem: first each declaration none of whose spellings is listed, in
    /// dump order, then each listed declaration the module does not have, in list order.
    /// Empty when the two agree.
    static func problems(_ module: APIDeclarations, list: [String]) -> [String] {
        let listed = list.map { line in line.firstRange(of: ": ").map { String(line[$0.upperBound...]) } ?? line }
        let known = Set(listed)
        var matched = Set<String>()
        var problems: [String] = []
        for spellings in module.declarations {
            let hits = spellings.filter(known.contains)
            if hits.isEmpty {
                problems.append("not declared by UIKit, QuartzCore or Foundation: \(spellings.first ?? "")")
            }
            matched.formUnion(hits)
        }
        for declaration in listed where !matched.contains(declaration) {
            problems.append("listed but not in the module: \(declaration)")
        }
        return problems
    }
}
