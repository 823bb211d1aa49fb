# Diagnosis: gpu-name-missing
# Pitfall: asks for the name of GPU 1 (counting from one), which is another GPU or none at all.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {"torch": torch.__version__, "cuda": torch.version.cuda, "gpu_available": available,
            "gpu": torch.cuda.get_device_name(torch.cuda.device_count() - 1) if available else None}
