/// The napkin framework.
