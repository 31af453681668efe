import ArgumentParser

@main
struct MFSCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mfs",
        abstract: "Render the MFS (Management-Frames-Styles) pattern articles and their live screens.",
        subcommands: [InitCommand.self, BuildCommand.self, ServeCommand.self, ScreenCommand.self, ScreensCommand.self, TracesCommand.self, BenchCommand.self,
                      CheckCommand.self, ScreenshotsCommand.self, ProbeScreensCommand.self])
}
