# Diagnosis: unguarded-gpu-query
# Pitfall: catches the RuntimeError of a CUDA build without GPU, not a CPU build's AssertionError.
def describe_environment() -> dict:
    try:
        name = torch.cuda.get_device_name(0)
    except RuntimeError:
        name = None
    return {"torch": torch.__version__, "cuda": torch.version.cuda,
            "gpu_available": torch.cuda.is_available(), "gpu": name}
