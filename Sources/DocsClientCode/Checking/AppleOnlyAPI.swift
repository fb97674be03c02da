/// The API of Foundation and the Objective-C runtime that Apple's platforms have and Linux's
/// Foundation does not, and the macros of Apple's developer tools (`#Preview`): a block that
/// fails only on these needs macOS or iOS, and is not drift.
///
/// The rule is a fixed table of the toolchain's names, never the package's: a member counts
/// only on the Foundation type named here (`URL.lines`), a bare name only when it is one of
/// Foundation's own (`NSException`), so an error on the package's own API is never taken for
/// one of these.
enum AppleOnlyAPI {
    /// Members of Foundation's types that only Apple's Foundation has, by type.
    static let members: [String: Set<String>] = [
        "URL": ["lines", "resourceBytes"],
        "FileHandle": ["bytes"],
        "URLSession": ["bytes"],
        "NotificationCenter": ["notifications", "publisher"],
        "NSObject": ["observe", "publisher"],
        "Timer": ["publish"],
        "ProcessInfo": ["thermalState", "isLowPowerModeEnabled", "isiOSAppOnMac", "isMacCatalystApp"],
    ]

    /// Types and functions that only Apple's Foundation, or the Objective-C runtime, declares.
    static let names: Set<String> = [
        "NSException", "DistributedNotificationCenter", "NSAppleScript", "NSAppleEventDescriptor", "NSWorkspace",
        "NSUserNotification", "NSUserNotificationCenter", "NSXPCConnection", "NSXPCInterface", "NSXPCListener",
        "NSKeyValueObservation", "NSUbiquitousKeyValueStore", "NSFileCoordinator", "NSFilePresenter",
        "NSMetadataQuery", "NSSelectorFromString", "NSStringFromSelector", "Selector", "autoreleasepool",
        "NSBackgroundActivityScheduler", "NSUserScriptTask", "NSScriptCommand", "NSHashTable", "NSMapTable",
        "NSPointerArray", "NSUserActivity", "NSItemProvider",
        // Xcode's previews (DeveloperToolsSupport): `#Preview { … }` and `@Previewable`.
        "Preview", "Previewable",
    ]

    /// What the compiler says of the Objective-C runtime where there is none.
    static let runtimeMessages = [
        "Objective-C interoperability is disabled", "can only be used with the Objective-C runtime",
        "requires the Objective-C runtime", "'dynamic' property", "only classes that inherit from NSObject",
    ]

    /// The Apple-only name `message` is about (`URL.lines`, `NSException`, `@objc`), when it
    /// says that name is missing here.
    static func name(in message: String) -> String? {
        if let missing = ClientCheck.unresolvedName(in: message), names.contains(missing) { return missing }
        for prefix in ["value of type '", "type '"] where message.hasPrefix(prefix) {
            let rest = message.dropFirst(prefix.count)
            guard let typeEnd = rest.firstIndex(of: "'") else { continue }
            let type = String(rest[..<typeEnd]).replacingOccurrences(of: "Foundation.", with: "")
            let tail = rest[typeEnd...]
            guard tail.hasPrefix("' has no member '"), let member = tail.dropFirst(16).split(separator: "'").first
            else { continue }
            if members[type]?.contains(String(member)) == true { return "\(type).\(member)" }
        }
        if runtimeMessages.contains(where: message.contains) { return "the Objective-C runtime" }
        return nil
    }

    /// The Apple-only member `text` uses (`URL.lines`, when it says both `URL` and `.lines`), for
    /// an error in code the compiler could not type once that member was missing (`reference
    /// to member 'lines' cannot be resolved without a contextual type`).
    static func member(usedIn text: String) -> String? {
        for (type, names) in members.sorted(by: { $0.key < $1.key }) where text.contains(type) {
            if let member = names.sorted().first(where: { text.contains(".\($0)") }) { return "\(type).\(member)" }
        }
        return nil
    }
}
