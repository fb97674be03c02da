// The tutorial's Swift blocks are compiled into this module by the ExecutableDocs build plugin,
// which reads AddingANetworkedService.md beside this file. This file only anchors the target.
