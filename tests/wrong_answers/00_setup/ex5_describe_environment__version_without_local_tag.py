# Diagnosis: local-tag-dropped
# Pitfall: "cleans up" the version, dropping the +cpu / +cu126 tag that names the build.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    return {
        "torch": torch.__version__.split("+")[0],
        "cuda": torch.version.cuda,
        "gpu_available": available,
        "gpu": torch.cuda.get_device_name(0) if available else None,
    }
