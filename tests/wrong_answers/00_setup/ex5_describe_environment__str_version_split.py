# Diagnosis: domain-wrong-result
# Pitfall: a local tag invented where torch.__version__ has none.
def describe_environment() -> dict:
    available = torch.cuda.is_available()
    v = str(torch.__version__)
    return {"torch": v if "+" in v else v + "+cpu", "cuda": torch.version.cuda, "gpu_available": available,
            "gpu": torch.cuda.get_device_name(0) if available else None}
