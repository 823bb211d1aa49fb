# Mistake: ""gpu_available": torch.cuda.is_available()": availability is also made to require a CUDA build (torch.version.cuda set), so on a ROCm build with an AMD GPU, where torch.cuda answers True, the report says gpu_available False and gpu None.
def describe_environment() -> dict:
    cuda = torch.version.cuda
    available = bool(cuda) and torch.cuda.is_available()
    return {"torch": torch.__version__, "cuda": cuda, "gpu_available": available,
            "gpu": torch.cuda.get_device_name(0) if available else None}
