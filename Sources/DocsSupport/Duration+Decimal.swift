extension Duration {
    /// The duration in seconds, as a decimal number (for reports: `0.42 s`).
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// The duration in milliseconds, as a decimal number (for reports: `12.3 ms`).
    package var milliseconds: Double {
        Double(components.seconds) * 1e3 + Double(components.attoseconds) / 1e15
    }
}
