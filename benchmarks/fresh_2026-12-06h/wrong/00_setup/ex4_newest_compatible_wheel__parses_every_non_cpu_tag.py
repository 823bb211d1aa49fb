# Mistake: "tags that do not start with cu, such as "cpu", are not CUDA wheels" (must-handle: tags "rocm6.2", "rocm5.7", "xpu") — it skips only the literal "cpu" and parses every other tag as cuXY, so a list holding "rocm6.2" or "xpu" makes int() raise ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        digits = tag[2:]
        return int(digits[:-1]), int(digits[-1])
    cuda_tags = [tag for tag in tags if tag != "cpu"]
    fitting = [tag for tag in cuda_tags if version(tag) <= tuple(driver)]
    return max(fitting, key=version) if fitting else "cpu"
