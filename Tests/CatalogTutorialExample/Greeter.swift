// A DocC catalog as a package author writes one: the ExecutableDocs plugin compiles the final
// state of the Swift files its tutorial's @Code directives show (Greeter.docc/Resources/), and
// scripts/check-drift-guard breaks one of them to show the error lands in that file.
// This file only anchors the target.
