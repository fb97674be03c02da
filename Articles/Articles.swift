// The articles' Swift blocks are compiled into this module by the ExecutableDocs build plugin,
// which reads every Markdown page of this folder. This file only anchors the target: SwiftPM
// needs one source file of the target's own.
