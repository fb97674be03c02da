"""One headless Chromium for the whole suite, driven by selenium, with the DevTools commands the
checks need: viewport sizes, the color-scheme preference, and JavaScript switched off."""

import shutil

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

DESKTOP = (1280, 900)
PHONE = (375, 812)


class Browser:
    """A headless Chromium and what the checks ask of it."""

    def __init__(self):
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        driver = shutil.which("chromedriver")
        if not chromium or not driver:
            raise RuntimeError("chromium and chromedriver are needed (scripts/install-browser-test-tools)")
        options = webdriver.ChromeOptions()
        options.binary_location = chromium
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                         "--disable-extensions", "--no-first-run", "--lang=en-US",
                         f"--window-size={DESKTOP[0]},{DESKTOP[1]}"):
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service(executable_path=driver), options=options)
        self.driver.set_page_load_timeout(30)
        self.driver.set_script_timeout(60)
        self.viewport = None
        self.set_viewport(*DESKTOP)

    # DevTools emulation

    def cdp(self, command, **parameters):
        """Sends a DevTools protocol command to the current tab."""
        return self.driver.execute_cdp_cmd(command, parameters)

    def set_viewport(self, width, height):
        """Makes the viewport `width` × `height` CSS pixels; below 600 wide, as a phone does."""
        self.viewport = (width, height)
        self.cdp("Emulation.setDeviceMetricsOverride", width=width, height=height,
                 deviceScaleFactor=1, mobile=width < 600)

    def set_color_scheme(self, scheme):
        """Emulates `prefers-color-scheme: scheme` ("light" or "dark")."""
        self.cdp("Emulation.setEmulatedMedia", media="",
                 features=[{"name": "prefers-color-scheme", "value": scheme}])

    def set_javascript(self, enabled):
        """Switches the pages' scripts on or off (the suite's own scripts still run)."""
        self.cdp("Emulation.setScriptExecutionDisabled", value=not enabled)

    def clear_storage(self):
        """Forgets the theme a page stored for this origin."""
        self.driver.execute_script("try { localStorage.clear(); } catch (e) {}")

    # Pages

    def open(self, url):
        """Loads `url` and returns the console messages logged since the last call."""
        self.driver.get(url)
        return self.console()

    def console(self):
        """The browser console's entries since the last call, as dicts (level, message)."""
        return self.driver.get_log("browser")

    def run(self, script, *arguments):
        """Runs `script` (a function body) in the page and returns its result."""
        return self.driver.execute_script(script, *arguments)

    def screenshot(self, path):
        """Saves what the viewport shows as a PNG."""
        self.driver.save_screenshot(str(path))

    def quit(self):
        """Ends Chromium and its driver."""
        try:
            self.driver.quit()
        except Exception:  # noqa: BLE001 - nothing left to clean up
            pass


def errors(entries):
    """The console entries that are errors."""
    return [entry for entry in entries if entry.get("level") == "SEVERE"]
