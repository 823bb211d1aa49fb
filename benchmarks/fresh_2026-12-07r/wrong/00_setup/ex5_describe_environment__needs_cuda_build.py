# Mistake: "ROCm (... `torch.cuda` answers for the AMD GPUs)" -- GPU availability is reported only for a build with torch.version.cuda set, so a ROCm machine with a GPU reports gpu_available False and gpu None.
def describe_environment() -> dict:
    cuda = torch.version.cuda
    available = cuda is not None and torch.cuda.is_available()
    return {"torch": torch.__version__, "cuda": cuda, "gpu_available": available,
            "gpu": torch.cuda.get_device_name(0) if available else None}
