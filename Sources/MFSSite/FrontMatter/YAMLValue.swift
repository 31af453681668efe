/// A YAML value as the site reads it: its text, its integer and where it
/// stands in the YAML.
protocol YAMLValue {
    /// The text of a scalar (as Yams' `Node.string` reads it), nil when there is none.
    var string: String? { get }
    /// The integer YAML reads from a plain scalar, in every form Yams accepts; nil otherwise.
    var integer: Int? { get }
    /// 1-based line and column in the YAML; 1 when unknown.
    var line: Int { get }
    var column: Int { get }
}
