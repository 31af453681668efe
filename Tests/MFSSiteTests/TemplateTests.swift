import Testing
@testable import MFSSite

/// The theme's template compiler: the Mustache subset it accepts, exactly what
/// it writes, and where it refuses a template.
@Suite struct TemplateTests {
    private func render(_ source: String, _ values: TemplateContext) throws -> String {
        try Template(source, path: "t.mustache").render(values)
    }

    @Test func escapesVariablesAndKeepsTripleAndAmpersandAsTheyAre() throws {
        let values: TemplateContext = ["x": .string("<a href=\"b\">Tom & 'Jerry'</a>"), "flag": .bool(true)]
        #expect(try render("{{x}}|{{{x}}}|{{& x }}|{{flag}}|{{missing}}.", values)
            == "&lt;a href=&quot;b&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;|<a href=\"b\">Tom & 'Jerry'</a>|<a href=\"b\">Tom & 'Jerry'</a>|true|.")
        #expect(try render("Привет, {{name}}!", ["name": .string("мир")]) == "Привет, мир!")
    }

    @Test func sectionsRepeatOverListsEnterObjectsAndFollowFlags() throws {
        let values: TemplateContext = [
            "title": .string("outer"),
            "items": .list([["title": .string("a"), "current": .bool(true)], ["title": .string("b")]]),
            "empty": .list([]),
            "next": .object(["url": .string("n/")]),
            "on": .bool(true), "off": .bool(false),
        ]
        #expect(try render("{{#items}}<{{title}}{{#current}}*{{/current}}>{{/items}}", values) == "<a*><b>")
        #expect(try render("{{#next}}{{url}} {{title}}{{/next}}", values) == "n/ outer")
        #expect(try render("{{#on}}1{{/on}}{{#off}}2{{/off}}{{#empty}}3{{/empty}}{{#missing}}4{{/missing}}{{#title}}5{{/title}}", values) == "15")
        #expect(try render("{{^on}}1{{/on}}{{^off}}2{{/off}}{{^empty}}3{{/empty}}{{^missing}}4{{/missing}}{{^items}}5{{/items}}", values) == "234")
        #expect(try render("a{{! a comment }}b", values) == "ab")
    }

    @Test func aTagAloneOnItsLineTakesTheLineWithIt() throws {
        let values: TemplateContext = ["items": .list([["x": .string("1")], ["x": .string("2")]])]
        #expect(try render("<ul>\n  {{#items}}\n  <li>{{x}}</li>\n  {{/items}}\n</ul>\n", values) == "<ul>\n  <li>1</li>\n  <li>2</li>\n</ul>\n")
        #expect(try render("{{! first }}\nA {{#items}}{{x}}{{/items}}\n{{^items}}\nnone\n{{/items}}", values) == "A 12\n")
        #expect(try render("{{#items}}{{x}}\n{{/items}}", values) == "1\n2\n")
    }

    @Test func aContextReplacesAddsAndRemovesNamesInPlace() throws {
        var values: TemplateContext = ["a": .string("1"), "b": .string("2")]
        values["a"] = .string("3")
        values["c"] = .bool(true)
        values["b"] = nil
        #expect(values.entries.map(\.name) == ["a", "c"])
        #expect(try render("{{a}}{{b}}{{#c}}!{{/c}}", values) == "3!")
    }

    @Test(arguments: [
        ("a\n{{> partial}}", "t.mustache:2:1: error: unsupported tag '{{> partial}}': the theme's templates use names, sections (#, ^, /), comments (!) and unescaped values ({{{ }}}, &)"),
        ("{{a.b}}", "t.mustache:1:1: error: unsupported tag '{{a.b}}': the theme's templates use names, sections (#, ^, /), comments (!) and unescaped values ({{{ }}}, &)"),
        ("x {{name", "t.mustache:1:3: error: tag is never closed with '}}'"),
        ("{{{name}}", "t.mustache:1:1: error: tag is never closed with '}}}'"),
        ("ш{{#a}}\n{{/b}}", "t.mustache:2:1: error: closing tag '{{/b}}' without an open section of that name"),
        ("{{#a}}\n  {{#b}}{{/b}}", "t.mustache:1:1: error: section 'a' is never closed"),
        ("é {{/a}}", "t.mustache:1:3: error: closing tag '{{/a}}' without an open section of that name"),
    ])
    func refusesWhatItDoesNotSupportAtItsPosition(source: String, message: String) {
        do {
            _ = try Template(source, path: "t.mustache")
            Issue.record("the template compiled")
        } catch {
            #expect(error.description == message)
        }
    }
}
