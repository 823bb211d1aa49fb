# Mistake: "ask torch.cuda.is_available() before any other torch.cuda query" — queries the GPU name unconditionally and swallows the exception instead of asking first.
def describe_environment() -> dict:
    try:
        name = torch.cuda.get_device_name(0)
    except (RuntimeError, AssertionError):
        name = None
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": torch.cuda.is_available(),
        "gpu": name,
    }
