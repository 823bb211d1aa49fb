# Right: parses with a regular expression, sorts a filtered copy newest first by (major, minor) tuples, and takes the first that is not above the driver.
import re


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    parsed = []
    for tag in tags:
        match = re.fullmatch(r"cu(\d+)(\d)", tag)
        if match:
            parsed.append(((int(match.group(1)), int(match.group(2))), tag))
    for version, tag in sorted(parsed, reverse=True):
        if version <= tuple(driver):
            return tag
    return "cpu"
