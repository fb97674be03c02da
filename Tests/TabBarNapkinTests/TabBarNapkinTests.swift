// The tutorial's test blocks and output checks are compiled into this module by the
// ExecutableDocs build plugin. This file only anchors the target.
