# Mistake: "`"gpu"`: the name of GPU 0 ... when a GPU is available": the name is asked only on a build with torch.version.cuda set, so on a ROCm build with an AMD GPU (torch.version.cuda None, torch.cuda available) the report says gpu None although gpu_available is True.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    cuda = torch.version.cuda
    return {
        "torch": torch.__version__,
        "cuda": cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if (cuda is not None and available) else None,
    }
