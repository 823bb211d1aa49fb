# Diagnosis: trusts-is-available
# Pitfall: believing the driver's report instead of computing.
def device_really_works(device) -> bool:
    device = torch.device(device)
    if device.type == "cuda":
        return torch.cuda.is_available()
    return True
