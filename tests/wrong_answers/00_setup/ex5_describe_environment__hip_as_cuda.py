# Diagnosis: domain-wrong-result
# Pitfall: the ROCm version reported as the CUDA version.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {"torch": torch.__version__, "cuda": torch.version.cuda or torch.version.hip, "gpu_available": available,
            "gpu": torch.cuda.get_device_name(0) if available else None}
