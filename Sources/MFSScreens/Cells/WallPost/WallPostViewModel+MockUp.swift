import UIKit

extension WallPostViewModel {
    /// The post the catalog shows: a text long enough to exceed the limit at every default width.
    public static func mockUp(_ language: Language = .en) -> WallPostViewModel {
        switch language {
        case .ru:
            WallPostViewModel(id: "p1", ownerName: "Анна Смирнова", postDate: "вчера в 18:40", text: """
            Вернулась из похода по Карелии. Шесть дней на байдарках, четыре озера, два волока и ни одного дождливого \
            утра. Самое трудное оказалось не грести, а укладывать вещи так, чтобы всё оставалось сухим. Вечерами \
            варили уху, сушили кеды у костра и спорили, чья очередь мыть котелок. На третий день встретили лося: он \
            стоял по колено в воде и совершенно нас не боялся. Если соберётесь туда летом, берите побольше средства \
            от комаров и лёгкий тент, а маршрут лучше заранее согласовать с местными. Фотографии ниже, видео смонтирую \
            на выходных. Спасибо всем, кто был рядом!
            """, photoCount: 3, likes: 128, comments: 14, reposts: 3, language: language)
        case .es:
            WallPostViewModel(id: "p1", ownerName: "Lucía Fernández", postDate: "ayer a las 18:40", text: """
            Volví de la ruta por los Picos de Europa. Seis días caminando, cuatro refugios, dos tormentas y un \
            amanecer que no olvidaré nunca. Lo más difícil no fue subir, sino preparar la mochila para que todo \
            siguiera seco. Por las noches cocinábamos lentejas, secábamos las botas junto a la estufa y discutíamos \
            a quién le tocaba fregar. El tercer día vimos un rebeco a pocos metros: nos miró con calma y siguió \
            comiendo. Si vais en verano, llevad crema solar, un buen chubasquero y reservad los refugios con tiempo. \
            Las fotos están abajo y el vídeo lo montaré el fin de semana. ¡Gracias a todos los que vinisteis!
            """, photoCount: 3, likes: 128, comments: 14, reposts: 3, language: language)
        case .en:
            WallPostViewModel(id: "p1", ownerName: "Anna Smith", postDate: "yesterday at 6:40 pm", text: """
            Back from a week of kayaking in Karelia. Six days on the water, four lakes, two portages and not a \
            single rainy morning. The hardest part was not paddling but packing so that everything stayed dry. In \
            the evenings we cooked fish soup, dried our shoes by the fire and argued about whose turn it was to wash \
            the pot. On the third day we met an elk standing knee-deep in the water, not afraid of us at all. If \
            you go there in summer, take plenty of mosquito repellent and a light tarp, and agree on the route with \
            the locals. Photos below; I will edit the video at the weekend. Thanks to everyone who came along!
            """, photoCount: 3, likes: 128, comments: 14, reposts: 3, language: language)
        }
    }
}
