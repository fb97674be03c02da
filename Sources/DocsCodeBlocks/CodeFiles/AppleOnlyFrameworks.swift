/// The frameworks of Apple's SDKs that no other platform has: a tutorial's file that imports one
/// cannot compile on Linux, so it is shown only, as a block marked `apple-only` is.
///
/// Foundation, Dispatch, XCTest, Observation and Synchronization exist on Linux too and are not
/// listed; neither are Combine's and CryptoKit's open counterparts (OpenCombine, Crypto).
package enum AppleOnlyFrameworks {
    /// The module names.
    package static let names: Set<String> = [
        "AVFoundation", "AVKit", "Accelerate", "Accessibility", "ActivityKit", "AppIntents", "AppKit",
        "AppTrackingTransparency",
        "ARKit", "AudioToolbox", "AuthenticationServices", "BackgroundTasks", "CallKit", "CarPlay", "Charts",
        "ClockKit",
        "CloudKit", "Cocoa", "Combine", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth", "CoreData",
        "CoreFoundation",
        "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreML", "CoreMedia", "CoreMotion", "CoreNFC",
        "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo", "CryptoKit",
        "Darwin",
        "DeviceActivity", "EventKit", "EventKitUI", "FamilyControls", "FileProvider", "GameController", "GameKit",
        "GameplayKit", "GroupActivities", "HealthKit", "HomeKit", "ImageIO", "Intents", "IntentsUI", "IOKit",
        "LocalAuthentication", "ManagedSettings", "MapKit", "MediaPlayer", "MessageUI", "Messages", "Metal", "MetalKit",
        "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "Network", "NetworkExtension", "ObjectiveC", "OSLog",
        "PassKit", "PDFKit", "PencilKit", "Photos", "PhotosUI", "QuartzCore", "QuickLook", "RealityKit", "ReplayKit",
        "SafariServices", "SceneKit", "Security", "ShazamKit", "Social", "Speech", "SpriteKit", "StoreKit", "SwiftData",
        "SwiftUI", "SystemConfiguration", "TipKit", "UIKit", "UniformTypeIdentifiers", "UserNotifications", "Vision",
        "VisionKit", "WatchConnectivity", "WatchKit", "WebKit", "WeatherKit", "WidgetKit", "os",
    ]
}
