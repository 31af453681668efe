/// The three tables of `SiteStrings`: Russian, Spanish and English.
extension SiteStrings {
    static let russian = SiteStrings(
        languageName: "Русский", skipToContent: "Перейти к тексту", sectionsLabel: "Разделы",
        languageLabel: "Язык", onThisPage: "На этой странице", previous: "Назад", next: "Далее",
        footer: "Все экраны на этих страницах посчитал движок MFS во время сборки сайта.",
        portrait: "портрет", landscape: "альбомная", square: "квадрат",
        inspectorHint: "Наведите указатель на элемент экрана или выберите экран клавишей Tab и переходите по элементам стрелками: внизу появятся имя элемента, его фрейм и кэш.",
        device: "Устройство", states: ["collapsed": "свёрнуто", "expanded": "развёрнуто", "paging": "подгрузка страницы"],
        modelOverrides: { "свои данные: \($0.joined(separator: ", "))" }, table: "Таблица", pagerLabel: "Соседние страницы",
        breadcrumbs: "Путь по разделам",
        cacheLabels: [.static: "статичный кэш (subviewStaticFrames)", .frames: "кэш фреймов (subviewFrames)",
                      .sizes: "кэш размеров (subviewSizes)", .none: "без кэша"],
        rotate: "Повернуть экран", outlines: "Фреймы кэшей", readMore: "Нажать «Показать полностью…»",
        traceStep: "Вызов", traceOutcome: "Результат", traceNote: "Почему",
        called: "выполнен", skipped: "пропущен",
        skipReasons: [
            .sameViewModel: "новая view model равна прежней (isEqualToModel) — сработал страж oldViewModel",
            .noViewModel: "view model ещё нет: нечего связывать и раскладывать",
            .sameSize: "та же view model и тот же размер родителя — сработал страж oldSize",
            .notInSuperview: "ячейка ещё не в superview: resizeSubviews подождёт",
            .viewNotLoaded: "view ещё не загружено: view model только сохраняется",
            .alreadyLoading: "isLoadingData: страница уже загружается",
        ],
        animation: { duration, curve in "внутри анимации: \(duration) с, \(curve)" },
        decimalSeparator: ",",
        scenarioCaptions: [
            "controller-first-build": "Первая сборка экрана: viewDidAppear вызывает prepareUI",
            "controller-rotation": "Поворот: resizeSubviews внутри анимации 0,3 с ease-out",
            "controller-same-model": "Та же view model ещё раз: оба стража пропускают работу",
            "controller-hidden-change": "View model изменилась только в том, чего экран не показывает",
            "controller-new-model": "Новая view model: bindDataFrom, затем resizeSubviews",
            "cell-first-build": "Первая сборка ячейки в назначенном инициализаторе, пока view model ещё nil",
            "cell-reuse": "Переиспользование: ячейку, ушедшую за экран, отдают другой записи — сеттер, затем layoutSubviews",
            "cell-rotation": "Таблица повернулась: layoutSubviews пересчитывает фреймы, повторный вызов пропущен",
            "profile-read-more": "«Показать полностью…» в посте: флаг меняется, строка перезагружается, таблица заново спрашивает высоты",
            "profile-paging": "Порог подгрузки: флаг isLoadingData, фреймы следующей страницы на всех ядрах, перезагрузка на главной очереди, флаг опущен",
        ],
        screenDescriptions: [
            "login": "экран входа: логотип и две кнопки, вход и регистрация, на градиенте",
            "friend": "ячейка друга: аватар, имя и время последнего визита",
            "message": "ячейка сообщения: текст, высота которого зависит от его длины",
            "wallPost": "ячейка записи на стене: автор, дата, текст, фотографии и кнопки",
            "profile": "профиль пользователя: шапка, галерея и записи на стене",
            "friends": "список друзей",
            "chat": "чат: список сообщений",
        ],
        notFoundTitle: "Страница не найдена", notFoundText: "Такой страницы нет. Начните с оглавления:",
        footnoteBack: "Вернуться к сноске",
        locale: "ru_RU",
        updated: { day, month, year in
            let months = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"]
            return "Обновлено \(day) \(months[month - 1]) \(year) г."
        },
        editPage: "Редактировать страницу", darkTheme: "Тёмная тема",
        calloutTitles: [.note: "Примечание", .tip: "Совет", .important: "Важно", .warning: "Внимание", .caution: "Осторожно"],
        codeTabs: "Варианты кода", copy: "Копировать", copied: "Скопировано",
        missingTranslation: "этой страницы нет на русском: ссылка ведёт на главную",
        precomputation: { "Предрасчёт следующей страницы, замеренный при сборке сайта: \(SiteStrings.russianRows($0))" },
        precomputationWorker: { "ядро \($0): \(SiteStrings.russianRows($1)), \($2) мс" })

    static let spanish = SiteStrings(
        languageName: "Español", skipToContent: "Saltar al texto", sectionsLabel: "Secciones",
        languageLabel: "Idioma", onThisPage: "En esta página", previous: "Anterior", next: "Siguiente",
        footer: "El motor MFS calculó todas las pantallas de estas páginas al construir el sitio.",
        portrait: "vertical", landscape: "horizontal", square: "cuadrada",
        inspectorHint: "Pase el puntero sobre un elemento de la pantalla, o elija la pantalla con Tab y recorra sus elementos con las flechas: abajo aparecerán su nombre, su marco y su caché.",
        device: "Dispositivo", states: ["collapsed": "contraída", "expanded": "expandida", "paging": "cargando la página"],
        modelOverrides: { "datos propios: \($0.joined(separator: ", "))" }, table: "Tabla", pagerLabel: "Páginas vecinas",
        breadcrumbs: "Ruta de secciones",
        cacheLabels: [.static: "caché estática (subviewStaticFrames)", .frames: "caché de marcos (subviewFrames)",
                      .sizes: "caché de tamaños (subviewSizes)", .none: "sin caché"],
        rotate: "Girar la pantalla", outlines: "Marcos de las cachés", readMore: "Pulsar «Leer más…»",
        traceStep: "Llamada", traceOutcome: "Resultado", traceNote: "Por qué",
        called: "se ejecuta", skipped: "se omite",
        skipReasons: [
            .sameViewModel: "el modelo de vista nuevo es igual al anterior (isEqualToModel): actúa la guarda oldViewModel",
            .noViewModel: "aún no hay modelo de vista: no hay nada que vincular ni dimensionar",
            .sameSize: "el mismo modelo de vista y el mismo tamaño de la supervista: actúa la guarda oldSize",
            .notInSuperview: "la celda aún no está en una supervista: resizeSubviews espera",
            .viewNotLoaded: "la vista aún no está cargada: solo se guarda el modelo de vista",
            .alreadyLoading: "isLoadingData: ya se está cargando una página",
        ],
        animation: { duration, curve in "dentro de una animación: \(duration) s, \(curve)" },
        decimalSeparator: ",",
        scenarioCaptions: [
            "controller-first-build": "Primera construcción: viewDidAppear llama a prepareUI",
            "controller-rotation": "Rotación: resizeSubviews dentro de una animación de 0,3 s ease-out",
            "controller-same-model": "El mismo modelo de vista otra vez: las dos guardas evitan el trabajo",
            "controller-hidden-change": "Un modelo de vista que solo cambia en lo que la pantalla no muestra",
            "controller-new-model": "Un modelo de vista nuevo: bindDataFrom y después resizeSubviews",
            "cell-first-build": "La celda se construye en el inicializador designado, con el modelo de vista aún en nil",
            "cell-reuse": "Reutilización: la celda que salió de la pantalla recibe otra publicación — el setter y después layoutSubviews",
            "cell-rotation": "La tabla gira: layoutSubviews recalcula los marcos; la llamada repetida se omite",
            "profile-read-more": "«Leer más…» en una publicación: el indicador cambia, la fila se recarga y la tabla vuelve a pedir las alturas",
            "profile-paging": "El umbral de carga: el indicador isLoadingData, los marcos de la página siguiente en todos los núcleos, la recarga en la cola principal y el indicador desactivado",
        ],
        screenDescriptions: [
            "login": "pantalla de inicio de sesión: logotipo y dos botones, entrar y registrarse, sobre un degradado",
            "friend": "celda de amigo: avatar, nombre y última conexión",
            "message": "celda de mensaje: un texto cuya altura depende de su longitud",
            "wallPost": "celda de publicación del muro: autor, fecha, texto, fotos y botones",
            "profile": "perfil de usuario: cabecera, galería y publicaciones del muro",
            "friends": "lista de amigos",
            "chat": "chat: una lista de mensajes",
        ],
        notFoundTitle: "Página no encontrada", notFoundText: "Esta página no existe. Empiece por el índice:",
        footnoteBack: "Volver a la referencia",
        locale: "es_ES",
        updated: { day, month, year in
            let months = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
            return "Actualizado el \(day) de \(months[month - 1]) de \(year)"
        },
        editPage: "Editar esta página", darkTheme: "Tema oscuro",
        calloutTitles: [.note: "Nota", .tip: "Consejo", .important: "Importante", .warning: "Advertencia", .caution: "Precaución"],
        codeTabs: "Variantes del código", copy: "Copiar", copied: "Copiado",
        missingTranslation: "esta página no está en español: el enlace lleva a la portada",
        precomputation: { "Cálculo previo de la página siguiente, medido al construir el sitio: \($0) \($0 == 1 ? "fila" : "filas")" },
        precomputationWorker: { "núcleo \($0): \($1) \($1 == 1 ? "fila" : "filas"), \($2) ms" })

    static let english = SiteStrings(
        languageName: "English", skipToContent: "Skip to the text", sectionsLabel: "Sections",
        languageLabel: "Language", onThisPage: "On this page", previous: "Previous", next: "Next",
        footer: "The MFS engine computed every screen on these pages when the site was built.",
        portrait: "portrait", landscape: "landscape", square: "square",
        inspectorHint: "Hover over a view of a screen, or reach the screen with Tab and walk its views with the arrow keys: the view's name, frame and cache appear below.",
        device: "Device", states: ["collapsed": "collapsed", "expanded": "expanded", "paging": "loading a page"],
        modelOverrides: { "own data: \($0.joined(separator: ", "))" }, table: "Table", pagerLabel: "Adjacent pages",
        breadcrumbs: "Breadcrumbs",
        cacheLabels: [.static: "static cache (subviewStaticFrames)", .frames: "frames cache (subviewFrames)",
                      .sizes: "sizes cache (subviewSizes)", .none: "no cache"],
        rotate: "Rotate the screen", outlines: "Cache outlines", readMore: "Tap “Read more…”",
        traceStep: "Call", traceOutcome: "Outcome", traceNote: "Why",
        called: "called", skipped: "skipped",
        skipReasons: [
            .sameViewModel: "the new view model equals the old one (isEqualToModel): the oldViewModel guard",
            .noViewModel: "no view model yet: nothing to bind or lay out",
            .sameSize: "the same view model and parent size: the oldSize guard",
            .notInSuperview: "the cell is not in a super view yet: resizeSubviews waits",
            .viewNotLoaded: "the view is not loaded yet: the view model is only stored",
            .alreadyLoading: "isLoadingData: a page is already loading",
        ],
        animation: { duration, curve in "inside an animation: \(duration) s, \(curve)" },
        decimalSeparator: ".",
        scenarioCaptions: [:],
        screenDescriptions: [:],
        notFoundTitle: "Page not found", notFoundText: "There is no such page. Start from a table of contents:",
        footnoteBack: "Back to reference",
        locale: "en_US",
        updated: { day, month, year in
            let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
            return "Updated \(months[month - 1]) \(day), \(year)"
        },
        editPage: "Edit this page", darkTheme: "Dark theme",
        calloutTitles: [.note: "Note", .tip: "Tip", .important: "Important", .warning: "Warning", .caution: "Caution"],
        codeTabs: "Code variants", copy: "Copy", copied: "Copied",
        missingTranslation: "this page is not in English: the link leads to the start page",
        precomputation: { "The next page pre-computed, measured when the site was built: \($0) \($0 == 1 ? "row" : "rows")" },
        precomputationWorker: { "core \($0): \($1) \($1 == 1 ? "row" : "rows"), \($2) ms" })

    /// `21 строка`, `3 строки`, `10 строк`.
    private static func russianRows(_ count: Int) -> String {
        let word = count % 10 == 1 && count % 100 != 11 ? "строка"
            : (2...4).contains(count % 10) && !(12...14).contains(count % 100) ? "строки" : "строк"
        return "\(count) \(word)"
    }
}
