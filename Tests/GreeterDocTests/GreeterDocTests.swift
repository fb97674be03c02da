// The ExecutableDocs plugin adds the documentation of the Greeter module to this test target as
// client code (see Tests/CatalogTutorialExample/Greeter.swift). This file only anchors the target.
