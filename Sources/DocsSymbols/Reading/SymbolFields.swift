import DocsSupport
import Foundation
@preconcurrency import SymbolKit

/// A decoded symbol written as fields of a ``FramedFile`` and read back without `Codable`, whose
/// decoding of a graph's JSON is most of what reading the graph costs: so that a symbol decoded by
/// one run is not decoded again by the next (``SymbolDecodingCache/kept(readInTheLast:)``).
///
/// What is written is what the API reference reads of a symbol (``SymbolGraphReader``): its
/// identity, kind, path, type, names, doc comment, access level and whether it is virtual, and of
/// its mixins the declaration, the location, the availability and Swift's extension and generics
/// (``keptMixins``). Its other mixins are not kept; nothing reads them.
enum SymbolFields {
    /// The mixins written, by their keys; a symbol read back has no others.
    static let keptMixins: Set<String> = [
        SymbolGraph.Symbol.DeclarationFragments.mixinKey, SymbolGraph.Symbol.Location.mixinKey,
        SymbolGraph.Symbol.Availability.mixinKey, SymbolGraph.Symbol.Swift.Extension.mixinKey,
        SymbolGraph.Symbol.Swift.Generics.mixinKey,
    ]

    /// Writes `symbol`.
    static func append(_ symbol: SymbolGraph.Symbol, to writer: inout FramedFile.Writer) {
        writer.append(symbol.identifier.precise)
        writer.append(symbol.identifier.interfaceLanguage)
        writer.append(symbol.kind.identifier.identifier)
        writer.append(symbol.kind.displayName)
        appendTexts(symbol.pathComponents, to: &writer)
        appendOptional(symbol.type, to: &writer)
        writer.append(symbol.names.title)
        appendOptional(symbol.names.navigator, to: &writer, appendFragments)
        appendOptional(symbol.names.subHeading, to: &writer, appendFragments)
        appendOptional(symbol.names.prose, to: &writer)
        appendOptional(symbol.docComment, to: &writer) { comment, writer in
            appendRepeated(comment.lines, to: &writer) { line, writer in
                writer.append(line.text)
                appendOptional(line.range, to: &writer) { range, writer in
                    appendPosition(range.start, to: &writer)
                    appendPosition(range.end, to: &writer)
                }
            }
            appendOptional(comment.uri, to: &writer)
            appendOptional(comment.moduleName, to: &writer)
        }
        writer.append(symbol.accessLevel.rawValue)
        writer.append(symbol.isVirtual ? 1 : 0)
        let mixins = symbol.mixins
        appendOptional(
            (mixins[SymbolGraph.Symbol.DeclarationFragments.mixinKey] as? SymbolGraph.Symbol.DeclarationFragments)?
                .declarationFragments, to: &writer, appendFragments)
        appendOptional(
            mixins[SymbolGraph.Symbol.Location.mixinKey] as? SymbolGraph.Symbol.Location, to: &writer
        ) { location, writer in
            writer.append(location.uri)
            appendPosition(location.position, to: &writer)
        }
        appendOptional(
            mixins[SymbolGraph.Symbol.Availability.mixinKey] as? SymbolGraph.Symbol.Availability, to: &writer
        ) { availability, writer in
            appendRepeated(availability.availability, to: &writer, appendAvailability)
        }
        appendOptional(
            mixins[SymbolGraph.Symbol.Swift.Extension.mixinKey] as? SymbolGraph.Symbol.Swift.Extension, to: &writer
        ) { mixin, writer in
            writer.append(mixin.extendedModule)
            appendOptional(mixin.typeKind?.identifier, to: &writer)
            appendConstraints(mixin.constraints, to: &writer)
        }
        appendOptional(
            mixins[SymbolGraph.Symbol.Swift.Generics.mixinKey] as? SymbolGraph.Symbol.Swift.Generics, to: &writer
        ) { generics, writer in
            appendRepeated(generics.parameters, to: &writer) { parameter, writer in
                writer.append(parameter.name)
                appendNumber(parameter.index, to: &writer)
                appendNumber(parameter.depth, to: &writer)
            }
            appendConstraints(generics.constraints, to: &writer)
        }
    }

    /// The symbol the next fields hold, or `nil` when they hold none.
    static func symbol(_ reader: inout FramedFile.Reader) -> SymbolGraph.Symbol? {
        guard let precise = reader.string(), let language = reader.string(), let kind = reader.string(),
            let kindName = reader.string(), let path = texts(&reader), let type = optional(&reader, { $0.string() }),
            let title = reader.string(), let navigator = optional(&reader, fragments),
            let subHeading = optional(&reader, fragments), let prose = optional(&reader, { $0.string() }),
            let comment = optional(&reader, lineList), let access = reader.string(), let isVirtual = reader.integer()
        else { return nil }
        var symbol = SymbolGraph.Symbol(
            identifier: .init(precise: precise, interfaceLanguage: language),
            names: .init(title: title, navigator: navigator, subHeading: subHeading, prose: prose),
            pathComponents: path, docComment: comment, accessLevel: .init(rawValue: access),
            // The kind as it was parsed (its raw value), not parsed again.
            kind: .init(parsedIdentifier: .init(rawValue: kind), displayName: kindName), mixins: [:],
            isVirtual: isVirtual == 1)
        symbol.type = type
        guard let declaration = optional(&reader, fragments), let location = optional(&reader, location),
            let availability = optional(&reader, availability), let extensionMixin = optional(&reader, swiftExtension),
            let generics = optional(&reader, generics)
        else { return nil }
        symbol.mixins[SymbolGraph.Symbol.DeclarationFragments.mixinKey] = declaration.map {
            SymbolGraph.Symbol.DeclarationFragments(declarationFragments: $0)
        }
        symbol.mixins[SymbolGraph.Symbol.Location.mixinKey] = location
        symbol.mixins[SymbolGraph.Symbol.Availability.mixinKey] = availability
        symbol.mixins[SymbolGraph.Symbol.Swift.Extension.mixinKey] = extensionMixin
        symbol.mixins[SymbolGraph.Symbol.Swift.Generics.mixinKey] = generics
        return symbol
    }

    // MARK: Parts written

    private static func appendTexts(_ texts: [String], to writer: inout FramedFile.Writer) {
        appendRepeated(texts, to: &writer) { text, writer in writer.append(text) }
    }

    /// How many `values` there are, then each written by `write`: what ``repeated(_:_:)`` reads.
    private static func appendRepeated<Value>(
        _ values: [Value], to writer: inout FramedFile.Writer, _ write: (Value, inout FramedFile.Writer) -> Void
    ) {
        writer.append(UInt32(values.count))
        for value in values { write(value, &writer) }
    }

    /// A number of a graph (a line, a column, a version's part), which is never negative.
    private static func appendNumber(_ number: Int, to writer: inout FramedFile.Writer) {
        writer.append(UInt32(clamping: number))
    }

    private static func appendOptional(_ text: String?, to writer: inout FramedFile.Writer) {
        appendOptional(text, to: &writer) { text, writer in writer.append(text) }
    }

    /// `1` and `value` written by `write`, or `0`.
    private static func appendOptional<Value>(
        _ value: Value?, to writer: inout FramedFile.Writer, _ write: (Value, inout FramedFile.Writer) -> Void
    ) {
        writer.append(value == nil ? 0 : 1)
        if let value { write(value, &writer) }
    }

    private static func appendFragments(
        _ fragments: [SymbolGraph.Symbol.DeclarationFragments.Fragment], _ writer: inout FramedFile.Writer
    ) {
        appendRepeated(fragments, to: &writer) { fragment, writer in
            writer.append(fragment.kind.rawValue)
            writer.append(fragment.spelling)
            appendOptional(fragment.preciseIdentifier, to: &writer)
        }
    }

    private static func appendPosition(
        _ position: SymbolGraph.LineList.SourceRange.Position, to writer: inout FramedFile.Writer
    ) {
        appendNumber(position.line, to: &writer)
        appendNumber(position.character, to: &writer)
    }

    private static func appendVersion(_ version: SymbolGraph.SemanticVersion?, to writer: inout FramedFile.Writer) {
        appendOptional(version, to: &writer) { version, writer in
            for part in [version.major, version.minor, version.patch] { appendNumber(part, to: &writer) }
            appendOptional(version.prerelease, to: &writer)
            appendOptional(version.buildMetadata, to: &writer)
        }
    }

    private static func appendAvailability(
        _ item: SymbolGraph.Symbol.Availability.AvailabilityItem, _ writer: inout FramedFile.Writer
    ) {
        appendOptional(item.domain?.rawValue, to: &writer)
        for version in [item.introducedVersion, item.deprecatedVersion, item.obsoletedVersion] {
            appendVersion(version, to: &writer)
        }
        appendOptional(item.message, to: &writer)
        appendOptional(item.renamed, to: &writer)
        for flag in [
            item.isUnconditionallyDeprecated, item.isUnconditionallyUnavailable, item.willEventuallyBeDeprecated,
        ] {
            writer.append(flag ? 1 : 0)
        }
    }

    private static func appendConstraints(
        _ constraints: [SymbolGraph.Symbol.Swift.GenericConstraint], to writer: inout FramedFile.Writer
    ) {
        appendRepeated(constraints, to: &writer) { constraint, writer in
            writer.append(constraint.kind.rawValue)
            writer.append(constraint.leftTypeName)
            writer.append(constraint.rightTypeName)
        }
    }

    // MARK: Parts read

    private static func texts(_ reader: inout FramedFile.Reader) -> [String]? {
        repeated(&reader) { $0.string() }
    }

    /// `count` values read by `read`, after their count; `nil` when one is missing.
    private static func repeated<Value>(
        _ reader: inout FramedFile.Reader, _ read: (inout FramedFile.Reader) -> Value?
    ) -> [Value]? {
        guard let count = reader.integer() else { return nil }
        var values: [Value] = []
        // A count read from the file is trusted only as far as the file could hold it.
        values.reserveCapacity(min(Int(count), 1 << 12))
        for _ in 0..<count {
            guard let value = read(&reader) else { return nil }
            values.append(value)
        }
        return values
    }

    /// What `appendOptional` wrote: `.some(nil)` for none, `nil` when the fields are not there.
    private static func optional<Value>(
        _ reader: inout FramedFile.Reader, _ read: (inout FramedFile.Reader) -> Value?
    ) -> Value?? {
        switch reader.integer() {
        case 0: return .some(nil)
        case 1: return read(&reader).map { $0 }
        default: return nil
        }
    }

    private static func number(_ reader: inout FramedFile.Reader) -> Int? {
        reader.integer().map(Int.init)
    }

    private static func fragments(
        _ reader: inout FramedFile.Reader
    ) -> [SymbolGraph.Symbol.DeclarationFragments.Fragment]? {
        repeated(&reader) { reader in
            guard let kind = reader.string().flatMap(SymbolGraph.Symbol.DeclarationFragments.Fragment.Kind.init),
                let spelling = reader.string(), let identifier = optional(&reader, { $0.string() })
            else { return nil }
            return .init(kind: kind, spelling: spelling, preciseIdentifier: identifier)
        }
    }

    private static func position(_ reader: inout FramedFile.Reader) -> SymbolGraph.LineList.SourceRange.Position? {
        guard let line = number(&reader), let character = number(&reader) else { return nil }
        return .init(line: line, character: character)
    }

    private static func lineList(_ reader: inout FramedFile.Reader) -> SymbolGraph.LineList? {
        guard
            let lines = repeated(
                &reader,
                { reader -> SymbolGraph.LineList.Line? in
                    guard let text = reader.string(),
                        let range = optional(
                            &reader,
                            { reader -> SymbolGraph.LineList.SourceRange? in
                                guard let start = position(&reader), let end = position(&reader) else { return nil }
                                return .init(start: start, end: end)
                            })
                    else { return nil }
                    return .init(text: text, range: range)
                }),
            let uri = optional(&reader, { $0.string() }), let module = optional(&reader, { $0.string() })
        else { return nil }
        return .init(lines, uri: uri, moduleName: module)
    }

    private static func location(_ reader: inout FramedFile.Reader) -> SymbolGraph.Symbol.Location? {
        guard let uri = reader.string(), let position = position(&reader) else { return nil }
        return .init(uri: uri, position: position)
    }

    private static func version(_ reader: inout FramedFile.Reader) -> SymbolGraph.SemanticVersion?? {
        optional(&reader) { reader in
            guard let major = number(&reader), let minor = number(&reader), let patch = number(&reader),
                let prerelease = optional(&reader, { $0.string() }), let build = optional(&reader, { $0.string() })
            else { return nil }
            return .init(major: major, minor: minor, patch: patch, prerelease: prerelease, buildMetadata: build)
        }
    }

    private static func availability(_ reader: inout FramedFile.Reader) -> SymbolGraph.Symbol.Availability? {
        repeated(&reader) { reader -> SymbolGraph.Symbol.Availability.AvailabilityItem? in
            guard let domain = optional(&reader, { $0.string() }), let introduced = version(&reader),
                let deprecated = version(&reader), let obsoleted = version(&reader),
                let message = optional(&reader, { $0.string() }), let renamed = optional(&reader, { $0.string() }),
                let deprecatedAlways = reader.integer(), let unavailable = reader.integer(),
                let eventually = reader.integer()
            else { return nil }
            return .init(
                domain: domain.map { .init(rawValue: $0) }, introducedVersion: introduced,
                deprecatedVersion: deprecated, obsoletedVersion: obsoleted, message: message, renamed: renamed,
                isUnconditionallyDeprecated: deprecatedAlways == 1, isUnconditionallyUnavailable: unavailable == 1,
                willEventuallyBeDeprecated: eventually == 1)
        }.map { .init(availability: $0) }
    }

    private static func constraints(_ reader: inout FramedFile.Reader) -> [SymbolGraph.Symbol.Swift.GenericConstraint]?
    {
        repeated(&reader) { reader in
            guard let kind = reader.string().flatMap(SymbolGraph.Symbol.Swift.GenericConstraint.Kind.init),
                let left = reader.string(), let right = reader.string()
            else { return nil }
            // SymbolKit makes a constraint only by decoding one: a decoded one, its fields set.
            guard var constraint = Templates.constraint else { return nil }
            (constraint.kind, constraint.leftTypeName, constraint.rightTypeName) = (kind, left, right)
            return constraint
        }
    }

    private static func swiftExtension(_ reader: inout FramedFile.Reader) -> SymbolGraph.Symbol.Swift.Extension? {
        guard let module = reader.string(), let kind = optional(&reader, { $0.string() }),
            let constraints = constraints(&reader)
        else { return nil }
        return .init(
            extendedModule: module, typeKind: kind.map { .init(rawValue: $0) }, constraints: constraints)
    }

    private static func generics(_ reader: inout FramedFile.Reader) -> SymbolGraph.Symbol.Swift.Generics? {
        guard
            let parameters = repeated(
                &reader,
                { reader -> SymbolGraph.Symbol.Swift.GenericParameter? in
                    guard let name = reader.string(), let index = number(&reader), let depth = number(&reader) else {
                        return nil
                    }
                    // As a constraint, a parameter is made only by decoding one.
                    guard var parameter = Templates.parameter else { return nil }
                    (parameter.name, parameter.index, parameter.depth) = (name, index, depth)
                    return parameter
                }),
            let constraints = constraints(&reader)
        else { return nil }
        return .init(parameters: parameters, constraints: constraints)
    }

    /// A constraint and a generic parameter decoded once, whose fields each one read is set on
    /// (`nil` if SymbolKit could not decode them: then no kept symbol with either is read).
    private enum Templates {
        static let constraint = try? JSONDecoder().decode(
            SymbolGraph.Symbol.Swift.GenericConstraint.self,
            from: Data(#"{"kind":"conformance","lhs":"T","rhs":"P"}"#.utf8))
        static let parameter = try? JSONDecoder().decode(
            SymbolGraph.Symbol.Swift.GenericParameter.self, from: Data(#"{"name":"T","index":0,"depth":0}"#.utf8))
    }
}
