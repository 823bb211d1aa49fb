# Right: parses tags with a regular expression and encodes each version as one integer (major * 10 + minor, valid because the minor is one digit), then takes max() with a default.
import re

_CUDA_TAG = re.compile(r"cu(\d+)(\d)")


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = driver[0] * 10 + driver[1]
    fitting = {}
    for tag in tags:
        match = _CUDA_TAG.fullmatch(tag)
        if match:
            code = int(match.group(1)) * 10 + int(match.group(2))
            if code <= ceiling:
                fitting[code] = tag
    return fitting[max(fitting)] if fitting else "cpu"
