import UIKit

extension WallPostViewModel {
    /// A deterministic feed of `count` posts for benchmarks and race tests:
    /// Russian and Spanish texts from empty to several paragraphs, 0 to 9
    /// photos, some posts without a name or a date. Every post has fresh caches.
    public static func feed(count: Int, seed: UInt64 = 0x5EED) -> [WallPostViewModel] {
        var random = seed
        func next(_ bound: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(bound))
        }
        return (0..<count).map { index in
            let language: Language = index % 2 == 0 ? .ru : .es
            let sentences = language == .ru ? feedSentencesRU : feedSentencesES
            let paragraphs = (0..<next(4)).map { _ in
                (0...next(5)).map { _ in sentences[next(sentences.count)] }.joined(separator: " ")
            }
            return WallPostViewModel(
                id: "feed\(index)", ownerName: next(20) == 0 ? nil : feedNames[next(feedNames.count)],
                postDate: next(25) == 0 ? nil : "\(1 + next(28)).\(1 + next(12)).2024",
                text: paragraphs.joined(separator: "\n"), photoCount: next(10), likes: next(5000),
                comments: next(300), reposts: next(100), language: language)
        }
    }

    private static let feedNames = ["Анна Смирнова", "Борис Кузнецов", "Lucía Fernández", "Mateo García",
                                    "Вера Павлова", "Sofía Romero"]

    private static let feedSentencesRU = [
        "Вернулась из похода по Карелии.", "Шесть дней на байдарках, четыре озера и ни одного дождливого утра.",
        "Вечерами варили уху и сушили кеды у костра.", "На третий день встретили лося.",
        "Если соберётесь туда летом, берите побольше средства от комаров.", "Фотографии ниже.",
        "Спасибо всем, кто был рядом!", "Кто со мной в субботу на каток?",
        "Первый снег на даче, и сразу по колено.", "Маршрут лучше заранее согласовать с местными.",
    ]

    private static let feedSentencesES = [
        "Volví de la ruta por los Picos de Europa.", "Seis días caminando, cuatro refugios y dos tormentas.",
        "Por las noches cocinábamos lentejas junto a la estufa.", "El tercer día vimos un rebeco a pocos metros.",
        "Si vais en verano, llevad crema solar y un buen chubasquero.", "Las fotos están abajo.",
        "¡Gracias a todos los que vinisteis!", "¿Quién se apunta el sábado a patinar?",
        "La primera nevada en el pueblo, y ya por la rodilla.", "Reservad los refugios con tiempo.",
    ]
}
