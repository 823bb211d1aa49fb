# Diagnosis: raised
# Pitfall: compares with the CPU but lets a failing device raise instead of answering False.
def device_really_works(device) -> bool:
    a = torch.randn(32, 32)
    b = torch.randn(32, 32)
    on_device = (a.to(device) @ b.to(device)).cpu()
    return torch.allclose(on_device, a @ b, rtol=1e-3, atol=1e-3)
