# Mistake: "ask `torch.cuda.is_available()` before any other `torch.cuda` query" — the name is asked first inside try/except (EAFP), so on every machine without a usable GPU a GPU query runs (and raises) before is_available().
def describe_environment() -> dict:
    try:
        name = torch.cuda.get_device_name(0)
    except (RuntimeError, AssertionError):
        name = None
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": name if available else None,
    }
