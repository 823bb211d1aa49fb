# Right: parses with a regular expression into (major, minor) tuples, sorts a new list newest first and returns the first that is not above the driver.
import re

_CUDA_TAG = re.compile(r"cu(\d+)(\d)")


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    parsed = []
    for tag in tags:
        match = _CUDA_TAG.fullmatch(tag)
        if match:
            parsed.append(((int(match.group(1)), int(match.group(2))), tag))
    for version, tag in sorted(parsed, reverse=True):
        if version <= (driver[0], driver[1]):
            return tag
    return "cpu"
