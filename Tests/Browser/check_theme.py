"""Light and dark: the color-scheme preference, the theme toggle, and the choice remembered."""

import re

from selenium.webdriver.common.by import By

STATE = """
const toggle = document.querySelector(".theme-toggle");
return {
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    code: document.querySelector("pre") ? getComputedStyle(document.querySelector("pre").closest(".code-block") || document.querySelector("pre")).backgroundColor : null,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    chosen: document.documentElement.dataset.theme || null,
    stored: (() => { try { return localStorage.getItem("napkin-theme"); } catch (e) { return "?"; } })(),
    toggleShown: !!toggle && !toggle.hidden && toggle.offsetWidth > 0,
    pressed: toggle ? toggle.getAttribute("aria-pressed") : null,
    label: toggle ? toggle.getAttribute("aria-label") : null,
};
"""


def luminance(color):
    """The relative luminance (0 black … 1 white) of a CSS `rgb()`/`rgba()` color."""
    values = [float(v) for v in re.findall(r"[\d.]+", color)[:3]]

    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    red, green, blue = (channel(v) for v in values)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def looks(state, theme):
    """Problems if the page, as `state` describes it, is not drawn in `theme`."""
    problems = []
    dark = luminance(state["background"]) < 0.1 and luminance(state["text"]) > 0.5
    light = luminance(state["background"]) > 0.7 and luminance(state["text"]) < 0.1
    if theme == "dark" and not dark:
        problems.append(f"not dark: background {state['background']}, text {state['text']}")
    if theme == "light" and not light:
        problems.append(f"not light: background {state['background']}, text {state['text']}")
    if state["code"] and theme == "dark" and luminance(state["code"]) > 0.1:
        problems.append(f"a code block stays light in the dark theme: {state['code']}")
    if state["scheme"] != theme:
        problems.append(f"color-scheme is {state['scheme']!r}, so form controls and scroll bars are not {theme}")
    return problems


def toggle_state(state, theme):
    """Problems if the toggle does not show and describe the page's `theme`."""
    problems = []
    if not state["toggleShown"]:
        problems.append("the theme toggle is not shown")
    if state["pressed"] != ("true" if theme == "dark" else "false"):
        problems.append(f"the toggle's aria-pressed is {state['pressed']!r} in the {theme} theme")
    return problems


def check_theme(browser, server, page, report):
    """The preference picks the theme; the toggle overrides it, for this page and the next,
    and after a reload; each way round."""
    for preferred, other in (("dark", "light"), ("light", "dark")):
        problems = []
        browser.set_color_scheme(preferred)
        browser.open(server.url(page))
        browser.clear_storage()
        browser.open(server.url(page))
        state = browser.run(STATE)
        problems += [f"preferring {preferred}: {p}" for p in looks(state, preferred) + toggle_state(state, preferred)]
        browser.driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
        state = browser.run(STATE)
        problems += [f"after the toggle: {p}" for p in looks(state, other) + toggle_state(state, other)]
        if state["stored"] != other:
            problems.append(f"the toggle stored {state['stored']!r}, not {other!r}")
        browser.open(server.url("index.html"))
        problems += [f"on the next page: {p}" for p in looks(browser.run(STATE), other)]
        browser.open(server.url(page))
        problems += [f"after a reload: {p}" for p in looks(browser.run(STATE), other)]
        browser.driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
        state = browser.run(STATE)
        problems += [f"toggled back: {p}" for p in looks(state, preferred)]
        browser.clear_storage()
        report.record(f"theme: prefers {preferred}, toggled to {other} and back ({page})", problems)
    browser.set_color_scheme("light")


def check_dark_without_javascript(browser, server, page, report):
    """Without JavaScript the preference alone gives the dark theme, and the toggle hides."""
    browser.set_color_scheme("dark")
    browser.set_javascript(False)
    try:
        browser.open(server.url(page))
        state = browser.run(STATE)
        problems = looks(state, "dark")
        if state["toggleShown"]:
            problems.append("the toggle shows without JavaScript")
        report.record(f"theme: dark preference without JavaScript ({page})", problems)
    finally:
        browser.set_javascript(True)
        browser.set_color_scheme("light")
