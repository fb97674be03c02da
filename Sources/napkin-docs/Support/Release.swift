/// The release of napkin this napkin-docs belongs to, which `napkin-docs --version` prints: the
/// command plugin runs an installed napkin-docs only when it prints the plugin's own release.
enum Release {
    static let version = "0.1.0"
}
