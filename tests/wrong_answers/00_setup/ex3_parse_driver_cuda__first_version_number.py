# Pitfall: the first "Version:" on the line is the driver's, not CUDA's.
def parse_driver_cuda(text: str) -> tuple:
    match = re.search(r"Version:\s*(\d+)\.(\d+)", text)
    if match is None:
        raise ValueError("no version")
    return int(match.group(1)), int(match.group(2))
