import MFS

extension SiteConfig {
    /// The values of the site's own look that every page template renders, in
    /// `language` on a page whose site root is `root` (`../../`) and whose
    /// language's start page is `startPage`: `siteTitle`; `subtitle` and
    /// `logo` (`url`, `width`, `height`) when set; `themeHead`, the theme's
    /// `theme-head` template (the colours of `colors`, and the script that
    /// puts the reader's choice of dark or light on the page before it is
    /// drawn); `darkTheme`, the switch's accessible name.
    func brandValues(_ language: SiteLanguage, startPage: Page?, root: String, theme: Theme) -> TemplateContext {
        var values: TemplateContext = [
            "siteTitle": .string(title(language, startPage: startPage)),
            "themeHead": .string(theme.render("theme-head", colors.map { ["colors": .string($0.css)] } ?? [:])),
            "darkTheme": .string(language.strings.darkTheme),
        ]
        if let subtitle = subtitle(language) { values["subtitle"] = .string(subtitle) }
        if let logo {
            values["logo"] = .object(["url": .string(root + SiteMeta.url(of: logo)), "width": .string(String(logo.size.width)),
                                      "height": .string(String(logo.size.height))])
        }
        return values
    }
}
