# Mistake: "ask `torch.cuda.is_available()` before any other `torch.cuda` query" — get_device_name(0) is asked first (inside try/except), so on every machine without a usable GPU a GPU query runs and raises before is_available() is asked; the order the prompt requires is broken even though the exception is swallowed.
def describe_environment() -> dict:
    try:
        name = torch.cuda.get_device_name(0)
    except Exception:
        name = None
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": torch.cuda.is_available(),
        "gpu": name,
    }
