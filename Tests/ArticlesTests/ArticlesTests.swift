// The articles' test blocks and output checks are compiled into this module by the
// ExecutableDocs build plugin. This file only anchors the target: SwiftPM needs one source file
// of the target's own.
