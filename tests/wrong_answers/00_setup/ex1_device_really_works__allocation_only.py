# Diagnosis: meta-called-working
# Pitfall: an allocation that succeeds is taken as proof (meta "allocates" fine).
def device_really_works(device) -> bool:
    try:
        torch.ones(8, 8, device=device) @ torch.ones(8, 8, device=device)
    except Exception:
        return False
    return True
