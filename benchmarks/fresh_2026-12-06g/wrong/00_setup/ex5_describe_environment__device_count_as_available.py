# Mistake: "gpu_available: torch.cuda.is_available(), a Python bool" — decides from torch.cuda.device_count() > 0 (after asking is_available), so on a machine whose driver lists a GPU that PyTorch cannot use (device_count 1, is_available False) it reports a GPU and then queries its name, which raises
def describe_environment() -> dict:
    torch.cuda.is_available()                     # asked first, as the prompt says...
    available = torch.cuda.device_count() > 0     # ...but the answer is taken from the count
    return {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
