# Mistake: "read them inside the function, each time it is called" — the GPU part of the report is computed once and cached, so it does not follow a machine that changes.
import functools


@functools.cache
def _gpu_part():
    if torch.cuda.is_available():
        return True, torch.cuda.get_device_name(0)
    return False, None


def describe_environment() -> dict:
    available, name = _gpu_part()
    return {"torch": torch.__version__, "cuda": torch.version.cuda,
            "gpu_available": available, "gpu": name}
