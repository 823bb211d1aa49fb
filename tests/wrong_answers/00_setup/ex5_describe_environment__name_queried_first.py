# Diagnosis: unguarded-gpu-query
# Pitfall: the GPU's name asked first, inside try/except, and is_available() after: the order the prompt requires is broken although the error is swallowed.
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
