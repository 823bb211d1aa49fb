# Right: returns early with the no-GPU report, and asks for the name only after is_available() said True.
def describe_environment() -> dict:
    base = {"torch": torch.__version__, "cuda": torch.version.cuda}
    if not torch.cuda.is_available():
        return {**base, "gpu_available": False, "gpu": None}
    return {**base, "gpu_available": True, "gpu": torch.cuda.get_device_name(0)}
