# Mistake: "A CUDA build (torch.version.cuda set) says nothing about whether a GPU is there" — the GPU is looked at only on builds with torch.version.cuda set, so on a ROCm build (cuda None, hip set, torch.cuda answering for AMD GPUs) with a GPU the report says gpu_available False and gpu None
def describe_environment() -> dict:
    cuda = torch.version.cuda
    available = bool(cuda) and torch.cuda.is_available()
    return {
        "torch": torch.__version__,
        "cuda": cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
