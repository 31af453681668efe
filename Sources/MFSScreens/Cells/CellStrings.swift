/// The fallbacks cells show for missing data, in the page's language.
enum CellStrings {
    static func hiddenName(_ language: Language) -> String {
        switch language {
        case .ru: "Имя скрыто"
        case .es: "Nombre oculto"
        case .en: "Hidden name"
        }
    }

    static func unknownDate(_ language: Language) -> String {
        switch language {
        case .ru: "Дата неизвестна"
        case .es: "Fecha desconocida"
        case .en: "Unknown date"
        }
    }

    static func readMore(_ language: Language) -> String {
        switch language {
        case .ru: "Показать полностью…"
        case .es: "Leer más…"
        case .en: "Read more…"
        }
    }

    /// The spoken label of a gallery of `count` photos.
    static func photos(_ count: Int, _ language: Language) -> String {
        switch language {
        case .ru: "Фотографии: \(count)"
        case .es: "Fotos: \(count)"
        case .en: "Photos: \(count)"
        }
    }

    /// The spoken label of the `number`th photo (from 1).
    static func photo(_ number: Int, _ language: Language) -> String {
        switch language {
        case .ru: "Фотография \(number)"
        case .es: "Foto \(number)"
        case .en: "Photo \(number)"
        }
    }
}
