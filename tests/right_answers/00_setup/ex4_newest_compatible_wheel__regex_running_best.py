# Approach: a regular expression per tag and a running best.
import re


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_version = "cpu", None
    for tag in tags:
        match = re.fullmatch(r"cu(\d+)(\d)", tag)
        if match is None:
            continue
        version = (int(match.group(1)), int(match.group(2)))
        if version <= tuple(driver) and (best_version is None or version > best_version):
            best, best_version = tag, version
    return best
