import Testing
import MFSInstrument

@Suite struct InstrumenterTests {
    /// The instrumented text between the header lines.
    private func body(_ source: String) throws -> String {
        let lines = try Instrumenter.instrument(source, path: "App/Cell.swift").split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropFirst(2).dropLast(2).joined(separator: "\n")
    }

    @Test func theOutputPointsBackAtTheOriginalLineForLine() throws {
        #expect(try Instrumenter.instrument("import UIKit\n", path: "App/Cell.swift") == """
            // Instrumented by mfs-instrument for the life-cycle trace: edit App/Cell.swift, not this file.
            #sourceLocation(file: "App/Cell.swift", line: 1)
            import UIKit
            #sourceLocation()

            """)
    }

    @Test func aStepIsEnteredAfterItsOwnGuardsWhichRecordTheirSkips() throws {
        let source = """
            func bindDataFrom(_ viewModel: CellViewModel?) {
                guard let viewModel else { return }
                if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { return }
                oldViewModel = viewModel
            }
            func resizeSubviews(_ viewModel: CellViewModel?) {
                guard let viewModel else { return }
                guard superview != nil else { return }
                if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == frame.size {
                    return
                }
                label.frame = bounds
            }
            func postUIsetting() { backgroundColor = .white }
            """
        #expect(try body(source) == """
            func bindDataFrom(_ viewModel: CellViewModel?) {
                guard let viewModel else { traceSkip(self, .bindDataFrom, .noViewModel); return }
                if let oldViewModel, oldViewModel.isEqualToModel(viewModel) { traceSkip(self, .bindDataFrom, .sameViewModel); return }; traceEnter(self, .bindDataFrom); defer { traceExit(self) };
                oldViewModel = viewModel
            }
            func resizeSubviews(_ viewModel: CellViewModel?) {
                guard let viewModel else { traceSkip(self, .resizeSubviews, .noViewModel); return }
                guard superview != nil else { traceSkip(self, .resizeSubviews, .notInSuperview); return }
                if let resizedViewModel, resizedViewModel.isEqualToModel(viewModel), oldSize == frame.size { traceSkip(self, .resizeSubviews, .sameSize);
                    return
                }; traceEnter(self, .resizeSubviews); defer { traceExit(self) };
                label.frame = bounds
            }
            func postUIsetting() { traceEnter(self, .postUIsetting); defer { traceExit(self) }; backgroundColor = .white }
            """)
    }

    @Test func theSetterTheCellInitializerAndTheTableHeightAreSteps() throws {
        let source = """
            var viewModel: ProfileViewModel? {
                didSet {
                    guard !bounds.isEmpty else { return }
                    prepareUI()
                }
            }
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                prepareUI()
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                guard let viewModel else { return 0 }
                return 44
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                AppCells.height(at: indexPath)
            }
            """
        #expect(try body(source) == """
            var viewModel: ProfileViewModel? {
                didSet { traceEnter(self, .setViewModel); defer { traceExit(self) };
                    guard !bounds.isEmpty else { traceSkip(self, .prepareUI, .viewNotLoaded); return }
                    prepareUI()
                }
            }
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier); traceEnter(self, .initializer); defer { traceExit(self) };
                prepareUI()
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                guard let viewModel else { traceSkip(self, .heightForRowAt, .noViewModel); return 0 }; traceEnter(self, .heightForRowAt); defer { traceExit(self) };
                return 44
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { traceEnter(self, .heightForRowAt); defer { traceExit(self) };
                return AppCells.height(at: indexPath)
            }
            """)
    }

    @Test func settersThatHandTheValueOnStaticFunctionsStringsAndCommentsAreLeftAlone() throws {
        let source = """
            var viewModel: ProfileViewModel? {
                didSet { mainView.viewModel = viewModel }
            }
            static func prepareUI() { print("func prepareUI() {") }
            // func updateStyles() {
            func layoutSubviews() { super.layoutSubviews() }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            """
        #expect(try body(source) == source)
    }

    @Test func anEarlyExitTheRulesCannotClassifyIsALocatedError() {
        let source = """
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                guard scrollView.contentOffset.y > 0 else { return }
            }
            """
        #expect(throws: InstrumentError(path: "App/Cell.swift", line: 2, column: 5, message:
            "an early exit of the step 'scrollViewDidScroll' that no trace rule classifies: 'scrollView.contentOffset.y > 0' "
            + "(docs/screens.md, \"Traces recorded by the runtime\")")) {
            try Instrumenter.instrument(source, path: "App/Cell.swift")
        }
    }

    @Test func aStepsOwnGuardAfterItsOtherStatementsIsALocatedError() {
        let source = """
            func loadNextPage() {
                count += 1
                guard !isLoadingData else { return }
            }
            """
        #expect(throws: InstrumentError(path: "App/Cell.swift", line: 3, column: 5, message:
            "the guard '!isLoadingData' skips the step 'loadNextPage': it must come before the step's other statements")) {
            try Instrumenter.instrument(source, path: "App/Cell.swift")
        }
    }

    @Test func objcBecomesSpacesAndSelectorTheHeadlessSelectorOfTheMethod() throws {
        let source = """
            signInButton?.addTarget(self, action: #selector(signInBtnAction(_:)), for: .touchUpInside)
            @objc func signInBtnAction(_ sender: UIButton) {}
            """
        #expect(try body(source) == """
            signInButton?.addTarget(self, action: Selector("signInBtnAction(_:)", Self.signInBtnAction), for: .touchUpInside)
                  func signInBtnAction(_ sender: UIButton) {}
            """)
    }

    /// The main and global queues and `concurrentPerform` become the headless run loop's;
    /// a queue of the app's own, a string and a comment stay as written.
    @Test func theMainAndGlobalQueuesBecomeTheHeadlessQueues() throws {
        let source = """
            DispatchQueue.global(qos: .userInitiated).async { [weak self] in
                DispatchQueue.concurrentPerform(iterations: 3) { _ in }
                DispatchQueue .main.async { self?.done("DispatchQueue.main") } // DispatchQueue.main
            }
            let queue = DispatchQueue(label: "cache", attributes: .concurrent)
            """
        #expect(try body(source) == """
            HeadlessQueue.global(qos: .userInitiated).async { [weak self] in
                HeadlessQueue.concurrentPerform(iterations: 3) { _ in }
                HeadlessQueue .main.async { self?.done("DispatchQueue.main") } // DispatchQueue.main
            }
            let queue = DispatchQueue(label: "cache", attributes: .concurrent)
            """)
    }
}
