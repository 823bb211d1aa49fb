# Right: parses tags with a regular expression (cu, major digits, one minor digit) and compares single integers major*10 + minor, which orders versions exactly because the minor is one digit; scans the list without sorting or copying it.
import re

_CUDA_TAG = re.compile(r"cu(\d+)(\d)")


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    limit = driver[0] * 10 + driver[1]
    best_code, best_tag = -1, "cpu"
    for tag in tags:
        match = _CUDA_TAG.fullmatch(tag)
        if match is None:
            continue
        code = int(match.group(1)) * 10 + int(match.group(2))
        if best_code < code <= limit:
            best_code, best_tag = code, tag
    return best_tag
