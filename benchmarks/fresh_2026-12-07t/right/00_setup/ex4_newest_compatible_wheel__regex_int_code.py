# Right: parses tags with a regular expression and compares integer codes major * 10 + minor (a one-digit minor makes the code order the version order).
import re

_CUDA_TAG = re.compile(r"cu(\d+)(\d)")


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = driver[0] * 10 + driver[1]
    best_code, best_tag = -1, "cpu"
    for tag in tags:
        match = _CUDA_TAG.fullmatch(tag)
        if match is None:
            continue
        code = int(match.group(1)) * 10 + int(match.group(2))
        if best_code < code <= ceiling:
            best_code, best_tag = code, tag
    return best_tag
