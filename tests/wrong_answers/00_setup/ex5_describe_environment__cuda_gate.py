# Diagnosis: domain-wrong-result
# Pitfall: the GPU is named only on a CUDA build; a ROCm build has torch.version.cuda None and its GPUs answer through torch.cuda.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {"torch": torch.__version__, "cuda": torch.version.cuda, "gpu_available": available,
            "gpu": torch.cuda.get_device_name(0) if available and torch.version.cuda else None}
