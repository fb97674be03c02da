"""Search as a reader uses it: typing into the header's box, following a suggestion, the
results page, and finding pages by a word of their body or an API member by its name."""

import re
from collections import Counter

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from check_pages import site_path

SUGGESTIONS = "#frame_search-suggestions"


def suggestions(browser, query, page="index.html", server=None):
    """Types `query` into the search box of `page` and returns the suggested pages' paths."""
    browser.open(server.url(page))
    box = browser.driver.find_element(By.CSS_SELECTOR, "input[type=search]")
    box.click()
    box.send_keys(query)
    WebDriverWait(browser.driver, 10).until(
        lambda driver: driver.execute_script(f"return !document.querySelector('{SUGGESTIONS}').hidden"))
    hrefs = browser.run(f"return Array.from(document.querySelectorAll('{SUGGESTIONS} a'), a => a.href)")
    return [site_path(href, server.base_url) for href in hrefs]


def member_page(facts, name):
    """The first reference page whose heading is the member `name` (`attachChild(_:)` …)."""
    for page in sorted(facts):
        if page.startswith("reference/") and (facts[page]["h1"] or "").startswith(name):
            return page
    return None


def body_word(facts):
    """A word that only one article's body holds, far from its start, and that is not in its
    title or headings: found only if search reads the whole body."""
    words_of = {page: set(re.findall(r"[a-z]{7,}", f["text"].lower())) for page, f in facts.items()}
    everywhere = Counter(word for words in words_of.values() for word in words)
    for page in sorted(page for page in facts if page.startswith("articles/")):
        text = facts[page]["text"].lower()
        headings = " ".join(entry["text"] for entry in facts[page]["toc"]).lower() + (facts[page]["h1"] or "").lower()
        candidates = [word for word in re.findall(r"[a-z]{7,}", text[len(text) // 2:])
                      if everywhere[word] == 1 and word not in headings]
        if candidates:
            return page, candidates[0]
    return None, None


def check_member_search(browser, server, facts, report):
    """Typing `attachChild` suggests Router's attachChild(_:), and following it opens the page."""
    problems = []
    target = member_page(facts, "attachChild")
    if target is None:
        report.record("search finds an API member by name", ["no reference page for attachChild"])
        return
    found = suggestions(browser, "attachChild", server=server)
    if target not in found:
        problems.append(f"typing 'attachChild' suggests {found}, not {target}")
    else:
        link = browser.driver.find_elements(By.CSS_SELECTOR, f"{SUGGESTIONS} a")[found.index(target)]
        link.click()
        WebDriverWait(browser.driver, 10).until(lambda driver: driver.current_url.endswith(target))
        heading = browser.run("return document.querySelector('h1').textContent")
        if "attachChild" not in heading:
            problems.append(f"the followed suggestion shows {heading!r}")
    report.record("search finds an API member by name (attachChild) and follows it", problems)


def check_body_word_search(browser, server, facts, report):
    """A word from the second half of an article's body finds that article."""
    page, word = body_word(facts)
    if page is None:
        report.record("search finds a page by a word of its body", ["no article has a word of its own"])
        return
    found = suggestions(browser, word, server=server)
    problems = [] if page in found else [f"typing {word!r} (from the body of {page}) suggests {found}"]
    report.record(f"search finds a page by a word of its body ({word!r} in {page})", problems)


def check_keyboard_and_results_page(browser, server, facts, report):
    """Arrow down and Enter follow the first suggestion; Enter in the box opens the results
    page, which lists the matches; a query without matches says so."""
    problems = []
    found = suggestions(browser, "lifecycle", server=server)
    box = browser.driver.find_element(By.CSS_SELECTOR, "input[type=search]")
    box.send_keys(Keys.ARROW_DOWN)
    focused = browser.run("return document.activeElement.href || ''")
    if not found or site_path(focused, server.base_url) != found[0]:
        problems.append(f"Arrow Down focused {focused!r}, not the first suggestion {found[:1]}")
    else:
        browser.driver.switch_to.active_element.send_keys(Keys.ENTER)
        WebDriverWait(browser.driver, 10).until(lambda driver: site_path(driver.current_url, server.base_url) == found[0])

    browser.open(server.url("index.html"))
    box = browser.driver.find_element(By.CSS_SELECTOR, "input[type=search]")
    box.send_keys("lifecycle", Keys.ENTER)
    WebDriverWait(browser.driver, 10).until(lambda driver: "search.html?q=lifecycle" in driver.current_url)
    WebDriverWait(browser.driver, 10).until(
        lambda driver: driver.execute_script("return !document.getElementById('frame_search-results').hidden"))
    listed = [site_path(href, server.base_url) for href in browser.run(
        "return Array.from(document.querySelectorAll('#frame_search-results a'), a => a.href)")]
    if "articles/lifecycle.html" not in listed:
        problems.append(f"the results page for 'lifecycle' lists {listed[:8]}, not articles/lifecycle.html")
    if facts.get("articles/lifecycle.html") and listed and listed[0] != "articles/lifecycle.html":
        problems.append(f"the page titled Lifecycle is not the first result but {listed[0]}")

    browser.open(server.url("index.html"))
    box = browser.driver.find_element(By.CSS_SELECTOR, "input[type=search]")
    box.send_keys("qqxzzyv")
    WebDriverWait(browser.driver, 10).until(
        lambda driver: driver.execute_script(f"return !document.querySelector('{SUGGESTIONS}').hidden"))
    if "No pages match" not in browser.run(f"return document.querySelector('{SUGGESTIONS}').textContent"):
        problems.append("a query without matches does not say so")
    box.send_keys(Keys.ESCAPE)
    if browser.run(f"return !document.querySelector('{SUGGESTIONS}').hidden"):
        problems.append("Escape does not close the suggestions")
    report.record("search: keyboard, results page, no matches", problems)
