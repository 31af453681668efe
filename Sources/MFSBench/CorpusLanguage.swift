/// The words and fixed phrases a generated page of one language is made of.
struct CorpusLanguage: Sendable {
    let code: String
    let words: [String]
    let headings: [String]
    let titles: [String]
    let columns: [String]

    static let russian = CorpusLanguage(
        code: "ru",
        words: """
            экран контроллер представление кадр стиль ячейка таблица размер ширина высота \
            модель данные состояние переход метод вызов свойство значение кэш расчёт \
            текст строка шрифт отступ граница анимация поворот устройство список элемент \
            быстро просто всегда никогда снова затем потом сначала только также \
            считает задаёт хранит меняет рисует обновляет проверяет возвращает создаёт вызывает \
            новый старый главный чистый общий нужный верный простой точный лёгкий
            """.split(separator: " ").map(String.init),
        headings: ["Жизненный цикл", "Кэш кадров", "Стили и тема", "Ячейки таблицы", "Поворот экрана",
                   "Модель представления", "Расчёт размеров", "Частые ошибки"],
        titles: ["Управление", "Кадры", "Стили", "Ячейки", "Таблицы", "Экраны", "Тексты", "Анимации"],
        columns: ["Часть", "Правило", "Пример"])

    static let spanish = CorpusLanguage(
        code: "es",
        words: """
            pantalla controlador vista marco estilo celda tabla tamaño ancho alto \
            modelo datos estado transición método llamada propiedad valor caché cálculo \
            texto línea fuente margen borde animación rotación dispositivo lista elemento \
            rápido simple siempre nunca otra luego después primero solo también \
            calcula define guarda cambia dibuja actualiza comprueba devuelve crea llama \
            nuevo viejo principal limpio común necesario correcto sencillo exacto ligero
            """.split(separator: " ").map(String.init),
        headings: ["Ciclo de vida", "Caché de marcos", "Estilos y tema", "Celdas de tabla", "Rotación de pantalla",
                   "Modelo de vista", "Cálculo de tamaños", "Errores frecuentes"],
        titles: ["Gestión", "Marcos", "Estilos", "Celdas", "Tablas", "Pantallas", "Textos", "Animaciones"],
        columns: ["Parte", "Regla", "Ejemplo"])
}
